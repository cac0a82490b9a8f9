import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps whether Intl has loaded for the page's life: each test loads it afresh.
async function freshStore() {
  vi.resetModules();
  return import('./time-zone-store.ts');
}

describe('the display time zone', () => {
  let formats: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    formats = vi.spyOn(Intl, 'DateTimeFormat');
  });
  afterEach(() => {
    formats.mockRestore();
  });

  it("is the browser's zone, worked out in a task of its own after the first render", async () => {
    const { useDisplayTimeZone } = await freshStore();
    const { result } = renderHook(() => useDisplayTimeZone());
    // The render that hydrates does not pay for Intl's data: nothing is formatted in it.
    expect(result.current).toBeUndefined();
    expect(formats).not.toHaveBeenCalled();
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    await waitFor(() => expect(result.current).toBe(browserZone));
  });

  it('is the chosen zone once Intl is loaded, and at once on a later screen', async () => {
    const { useDisplayTimeZone, useTimeZoneStore } = await freshStore();
    act(() => useTimeZoneStore.getState().setChosen('Asia/Tokyo'));
    const first = renderHook(() => useDisplayTimeZone());
    await waitFor(() => expect(first.result.current).toBe('Asia/Tokyo'));
    // Intl has its data now: a screen drawn next shows the zone in its first render.
    const next = renderHook(() => useDisplayTimeZone());
    expect(next.result.current).toBe('Asia/Tokyo');
  });

  it("falls back to the browser's zone when the chosen one is unknown here", async () => {
    const { useDisplayTimeZone, useTimeZoneStore } = await freshStore();
    act(() => useTimeZoneStore.getState().setChosen('Mars/Olympus_Mons'));
    const { result } = renderHook(() => useDisplayTimeZone());
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    await waitFor(() => expect(result.current).toBe(browserZone));
  });
});
