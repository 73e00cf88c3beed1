// The one error type of the API layer: what failed (the network, a time limit, a status, a parse),
// where (the endpoint) and, for a 429, when to try again.
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'parse';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  endpoint: string;
  status?: number;
  message: string;
  retryAfterSeconds?: number;
  /** Whose limit refused it, from the server's x-gateway-refusal (`quota`, `rate-limited`…). */
  refusal?: string;
  recordId?: string;
  fieldPath?: string;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly endpoint: string;
  readonly status: number | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly refusal: string | undefined;
  readonly recordId: string | undefined;
  readonly fieldPath: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.status = init.status;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.refusal = init.refusal;
    this.recordId = init.recordId;
    this.fieldPath = init.fieldPath;
  }

  /** Worth trying again by itself: the network, a timeout or the server's side. */
  get isTransient(): boolean {
    return (
      this.kind === 'network' ||
      this.kind === 'timeout' ||
      (this.kind === 'http' && (this.status ?? 0) >= 500)
    );
  }
}
