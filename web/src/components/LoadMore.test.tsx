import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadMore, type Pagination } from './LoadMore.tsx';

afterEach(cleanup);

/** A list of `shown` items under LoadMore, whose `loadNext` the test answers. */
function List({ loadNext, hasNext = true }: { loadNext: Pagination['loadNext']; hasNext?: boolean }) {
  const [shown, setShown] = useState(2);
  const list = useRef<HTMLUListElement>(null);
  return (
    <>
      <ul ref={list}>
        {Array.from({ length: shown }, (_, index) => (
          <li key={index}>
            <a href={`#item-${index}`}>Item {index}</a>
          </li>
        ))}
      </ul>
      <LoadMore
        pagination={{ hasNext, isLoadingNext: false, loadNext }}
        pageSize={2}
        focus={{ list, items: 'li a', loaded: shown }}
        label="Load 2 more"
        loadingLabel="Loading…"
        failedLabel="Could not load more."
        onLoaded={() => setShown((count) => count + 2)}
      />
    </>
  );
}

describe('load more', () => {
  it('asks for a page and moves focus to the first item it brought', async () => {
    const loadNext = vi.fn<Pagination['loadNext']>((_count, { onComplete }) => onComplete(null));
    render(<List loadNext={loadNext} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load 2 more' })));
    expect(loadNext).toHaveBeenCalledWith(2, expect.anything());
    expect(screen.getAllByRole('link')).toHaveLength(4);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Item 2' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when a page could not be loaded, keeps what is shown, and lets the fan try again', async () => {
    const loadNext = vi.fn<Pagination['loadNext']>((_count, { onComplete }) => onComplete(new Error('network')));
    render(<List loadNext={loadNext} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load 2 more' })));
    expect(screen.getByRole('alert').textContent).toBe('Could not load more.');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    loadNext.mockImplementation((_count, { onComplete }) => onComplete(null));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load 2 more' })));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });

  it('shows no button once the list has no more', () => {
    render(<List loadNext={vi.fn()} hasNext={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
