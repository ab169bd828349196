import { Alert, Spinner } from '@spyglass/ui';
import type { ReactNode } from 'react';

/** What QueryBody reads of a query: its state, its error and its data. */
interface QueryState<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
}

interface QueryBodyProps<T> {
  query: QueryState<T>;
  /** Spoken while the data loads (the spinner's label). */
  loadingLabel: string;
  /** The title of the alert when it could not be loaded; the error's message follows it. */
  failedTitle: string;
  /** What shows instead of `children` when `isEmpty` says the data holds nothing. */
  empty?: { isEmpty: (data: T) => boolean; content: ReactNode };
  children: (data: T) => ReactNode;
}

/** A card's body for one query: a spinner, the error, an empty state, or the data. */
export function QueryBody<T>({ query, loadingLabel, failedTitle, empty, children }: QueryBodyProps<T>) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError || query.data === undefined)
    return (
      <Alert tone="destructive" title={failedTitle}>
        {query.error?.message}
      </Alert>
    );
  if (empty?.isEmpty(query.data)) return <>{empty.content}</>;
  return <>{children(query.data)}</>;
}
