// TanStack Virtual's virtualizer: a chunk of its own (use-lazy-virtualizer.ts imports it once the
// page has started), so pages whose tables are short never download it.
export {
  Virtualizer,
  elementScroll,
  observeElementOffset,
  observeElementRect,
} from '@tanstack/react-virtual';
