// What the console's audit log page shows of an entry, and its filters as typed: built by the worker, rendered by the page.
export type AuditRowView = {
  id: number;
  at: string;
  /** The staff member's email, or "command:<who>" for a command. */
  actor: string;
  role: string;
  action: string;
  target: string | null;
  before: string | null;
  after: string | null;
  reason: string | null;
  requestId: string | null;
};

export type AuditFilterValues = {
  actor: string;
  action: string;
  target: string;
  order: string;
  from: string;
  to: string;
};
