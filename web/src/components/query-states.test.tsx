import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { render } from '../test/render.tsx';
import { allQueries, type QueryLike, QueryStates } from './query-states.tsx';

const loaded = <T,>(data: T): QueryLike<T> => ({ isPending: false, isError: false, error: null, data });
const pending: QueryLike<never> = { isPending: true, isError: false, error: null, data: undefined };
const failed = (error: unknown, data?: string[]): QueryLike<string[]> => ({
  isPending: false,
  isError: true,
  error,
  data,
});

function List({ query }: { query: QueryLike<string[]> }) {
  return (
    <QueryStates
      query={query}
      loading="Loading names..."
      layout="inline"
      failed="The names could not be loaded."
      isEmpty={(names) => names.length === 0}
      empty="Nobody yet"
    >
      {(names) => <p>{names.join(', ')}</p>}
    </QueryStates>
  );
}

describe('QueryStates', () => {
  it('says it loads, then shows the data, or the empty text when there is none', () => {
    let view = render(<List query={pending} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading names...');
    view.unmount();
    view = render(<List query={loaded(['Ann', 'Bob'])} />);
    expect(screen.getByText('Ann, Bob')).toBeInTheDocument();
    view.unmount();
    view = render(<List query={loaded([])} />);
    expect(screen.getByText('Nobody yet')).toBeInTheDocument();
  });

  it('keeps what was loaded when a refetch cannot reach the server, and says so for an answered failure', () => {
    let view = render(<List query={failed(new TypeError('Failed to fetch'), ['Ann'])} />);
    expect(screen.getByText('Ann')).toBeInTheDocument();
    view.unmount();
    view = render(<List query={failed(new ApiError(503, 'Service Unavailable', undefined), ['Ann'])} />);
    expect(screen.getByText('The names could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('Ann')).not.toBeInTheDocument();
  });

  it('treats several reads as one: loading until all are in, failed when any failed', () => {
    const Both = ({ a, b }: { a: QueryLike<string[]>; b: QueryLike<string[]> }) => (
      <QueryStates query={allQueries({ a, b })} failed="Could not load" layout="inline">
        {({ a: first, b: second }) => <p>{[...first, ...second].join(' + ')}</p>}
      </QueryStates>
    );
    let view = render(<Both a={loaded(['Ann'])} b={pending} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    view.unmount();
    view = render(<Both a={loaded(['Ann'])} b={loaded(['Bob'])} />);
    expect(screen.getByText('Ann + Bob')).toBeInTheDocument();
    view.unmount();
    view = render(<Both a={loaded(['Ann'])} b={failed(new ApiError(500, 'Internal Server Error', undefined))} />);
    expect(screen.getByText('Could not load')).toBeInTheDocument();
  });
});
