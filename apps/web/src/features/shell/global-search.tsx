// The header's global search: a button (or "/", Ctrl+K, ⌘K anywhere) opens a dialog with a search field and the
// firm's matching cases, parties, claims and policies, and notes as links to the case; Esc closes it and focus
// goes back to what had it before.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  GLOBAL_SEARCH_KINDS,
  GLOBAL_SEARCH_MIN_LENGTH,
  globalSearchResultPath,
  type GlobalSearchKind,
  type GlobalSearchResult,
} from '@casecast/domain';
import { errorMessage } from '../../lib/api';
import { useGlobalSearch } from './search-api';

const SEARCH_DEBOUNCE_MS = 200;

const KIND_HEADINGS: Record<GlobalSearchKind, string> = {
  case: 'Cases',
  party: 'Parties',
  policy: 'Claims and policies',
  note: 'Notes',
  communication: 'Communications',
  contact: 'Contacts',
};

/** Whether a key press goes into a field (typing "/" there is text, not the shortcut). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** "/" outside a field, Ctrl+K or ⌘K anywhere. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
}

function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

function SearchResults({ query, onOpen }: { query: string; onOpen: () => void }) {
  const search = useGlobalSearch(query);
  const trimmed = query.trim();
  if (trimmed.length < GLOBAL_SEARCH_MIN_LENGTH) {
    return (
      <p className="px-1 py-3 text-sm text-slate-500">
        Type at least {GLOBAL_SEARCH_MIN_LENGTH} characters: a client or party name, a claim, policy or case number, words of a note.
      </p>
    );
  }
  if (search.isError)
    return (
      <p className="px-1 py-3 text-sm text-red-600" role="alert">
        {errorMessage(search.error, 'Search failed. Please try again.')}
      </p>
    );
  if (!search.data)
    return (
      <p className="px-1 py-3 text-sm text-slate-500" role="status">
        Searching...
      </p>
    );
  const { items, truncated } = search.data;
  if (items.length === 0)
    return (
      <p className="px-1 py-3 text-sm text-slate-500" role="status">
        No results for “{trimmed}”.
      </p>
    );
  const groups = GLOBAL_SEARCH_KINDS.map((kind) => ({ kind, items: items.filter((item) => item.kind === kind) })).filter(
    (group) => group.items.length > 0,
  );
  return (
    <div className="space-y-3">
      <p className="sr-only" role="status">
        {items.length} {items.length === 1 ? 'result' : 'results'}
        {truncated ? ', more not shown' : ''}
      </p>
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`global-search-${group.kind}`}>
          <h3 id={`global-search-${group.kind}`} className="px-1 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
            {KIND_HEADINGS[group.kind]}
          </h3>
          <ul className="space-y-0.5">
            {group.items.map((item: GlobalSearchResult) => (
              <li key={`${item.kind}-${item.id}`}>
                <Link
                  to={globalSearchResultPath(item)}
                  onClick={onOpen}
                  data-search-result=""
                  className="block break-words rounded px-2 py-2 text-sm text-slate-800 hover:bg-slate-100 focus:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {truncated && <p className="px-1 text-xs text-slate-500">More matches than shown: type more to narrow them.</p>}
    </div>
  );
}

export function GlobalSearch() {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const debounced = useDebounced(query, SEARCH_DEBOUNCE_MS);
  const navigate = useNavigate();
  const resultsRef = useRef<HTMLDivElement>(null);
  // What had focus when the search opened (the button, or whatever the shortcut was pressed in): it gets it back.
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      if (!open) returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const changeOpen = (next: boolean) => {
    if (next) returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(next);
  };

  const resultLinks = () => [...(resultsRef.current?.querySelectorAll<HTMLAnchorElement>('[data-search-result]') ?? [])];

  /** Arrow keys move between the field and the results; Enter in the field opens the first result. */
  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const links = resultLinks();
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown' && links.length > 0) {
      event.preventDefault();
      links[Math.min(at + 1, links.length - 1)]!.focus();
    } else if (event.key === 'ArrowUp' && at >= 0) {
      event.preventDefault();
      if (at === 0) document.getElementById('global-search-input')?.focus();
      else links[at - 1]!.focus();
    } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement && links[0]) {
      event.preventDefault();
      setOpen(false);
      void navigate(links[0].getAttribute('href') ?? '/dashboard');
    }
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={changeOpen}>
      <DialogPrimitive.Trigger
        className="flex h-9 items-center gap-2 rounded-md border border-slate-300 px-2 text-sm text-slate-500 hover:bg-slate-50 sm:w-64 sm:px-3"
        aria-label="Search cases, parties, claims, notes, communications and contacts"
        aria-keyshortcuts="/ Control+K Meta+K"
      >
        <Search className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span className="hidden flex-1 text-left sm:inline">Search...</span>
        <kbd aria-hidden="true" className="hidden rounded border border-slate-200 px-1.5 text-xs text-slate-400 sm:inline">
          /
        </kbd>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <DialogPrimitive.Content
          className="fixed left-1/2 top-4 z-50 flex max-h-[85vh] w-[calc(100vw-1rem)] max-w-xl -translate-x-1/2 flex-col rounded-lg bg-white shadow-xl sm:top-16"
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            const target = returnFocus.current;
            if (target && target.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className="flex items-center gap-2 border-b border-slate-200 p-3">
            <Search className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            <DialogPrimitive.Title className="sr-only">Search</DialogPrimitive.Title>
            <DialogPrimitive.Description className="sr-only">
              Find cases by client or party name, claim, policy or case number, note or communication text, and the firm's contacts by name,
              organization or email. Arrow keys move through the results.
            </DialogPrimitive.Description>
            <label htmlFor="global-search-input" className="sr-only">
              Search cases, parties, claims, notes, communications and contacts
            </label>
            <input
              id="global-search-input"
              type="search"
              autoComplete="off"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              maxLength={100}
              placeholder="Name, claim, policy or case number..."
              className="min-w-0 flex-1 bg-transparent text-base text-slate-900 placeholder:text-slate-400 focus:outline-none sm:text-sm"
            />
            <DialogPrimitive.Close className="rounded p-1 text-slate-500 hover:bg-slate-100" aria-label="Close search">
              <X className="h-4 w-4" />
            </DialogPrimitive.Close>
          </div>
          <div ref={resultsRef} className="overflow-y-auto p-3">
            <SearchResults query={debounced} onOpen={() => setOpen(false)} />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
