// A user as the API sends it and as the app and the server read it.
import { z } from 'zod/mini';
import { wireBool, wireId, wireText, wireTimestamp, type Timestamp } from './wire';

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

export const userSchema = z.lazy(() =>
  z.pipe(
    z.object({
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
    }),
    z.transform((w): User => ({
      id: w.id,
      firstName: w.first_name,
      lastName: w.last_name,
      email: w.email,
      active: w.active,
      dateCreated: w.date_created,
      dateDeleted: w.date_deleted,
      isAccounting: w.is_accounting,
      isAdmin: w.is_admin,
      isMetrics: w.is_metrics,
      isProduction: w.is_production,
      isSales: w.is_sales,
      isSalesManager: w.is_sales_manager,
    })),
  ),
);
