// A user as the API sends it and as the app and the server read it.
import { wireBool, wireId, wireRecord, wireText, wireTimestamp, type Timestamp } from './wire';

export interface User {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  active: boolean;
  dateCreated: Timestamp | null;
  dateDeleted: Timestamp | null;
  isAccounting: boolean;
  isAdmin: boolean;
  isMetrics: boolean;
  isProduction: boolean;
  isSales: boolean;
  isSalesManager: boolean;
}

export const userSchema = wireRecord<User>()(() => ({
  id: wireId,
  first_name: wireText,
  last_name: wireText,
  email: wireText,
  active: wireBool,
  date_created: wireTimestamp,
  date_deleted: wireTimestamp,
  is_accounting: wireBool,
  is_admin: wireBool,
  is_metrics: wireBool,
  is_production: wireBool,
  is_sales: wireBool,
  is_sales_manager: wireBool,
}));
