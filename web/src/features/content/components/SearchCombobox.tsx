import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type {
  SearchComboboxSuggestionsQuery,
  SearchComboboxSuggestionsQuery$data,
} from '../../../__generated__/SearchComboboxSuggestionsQuery.graphql';
import { graphLanguage, useLanguage, useT } from '../../../app/language.ts';
import { resultPath } from '../searchTypes.ts';

/** How long typing must pause before suggestions are asked for. */
export const SUGGESTION_DELAY_MS = 150;
/** Suggestions start at two letters or digits, as the graph's do. */
const MIN_CHARACTERS = 2;

const suggestionsQuery = graphql`
  query SearchComboboxSuggestionsQuery($query: String!, $language: Language!) {
    searchSuggestions(query: $query, language: $language, first: 6) {
      id
      type
      title
      ...searchTypes_link
    }
  }
`;

type Suggestion = NonNullable<SearchComboboxSuggestionsQuery$data['searchSuggestions']>[number];

const searchable = (text: string) => (text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= MIN_CHARACTERS;

/**
 * The search field with suggestions as a fan types (WAI-ARIA 1.2 combobox with a listbox popup): after a pause
 * of 150 ms the best hits of any type, at most six, each with its type; ArrowDown and ArrowUp move through them,
 * Enter goes to the one chosen (or, with none chosen, submits the search), Escape closes them (and, closed,
 * empties the field). A persisted query of its own, so the page's query is not asked again while typing.
 */
export function SearchCombobox({ defaultValue, maxLength }: { defaultValue: string; maxLength: number }) {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const language = useLanguage();
  const t = useT();
  const id = useId();
  const listId = `${id}-suggestions`;
  const [text, setText] = useState(defaultValue);
  // Suggestions are for what the fan types, not for the text the address brought.
  const [typed, setTyped] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [answer, setAnswer] = useState<readonly Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const query = text.trim();
  const wanted = typed && searchable(query);
  // The last answer stays until the next arrives, so the list does not flicker at every letter.
  const suggestions = wanted ? answer : [];

  useEffect(() => {
    if (!wanted) return;
    let subscription: { unsubscribe(): void } | undefined;
    const timer = setTimeout(() => {
      subscription = fetchQuery<SearchComboboxSuggestionsQuery>(
        environment,
        suggestionsQuery,
        { query, language: graphLanguage(language) },
        { fetchPolicy: 'store-or-network' },
      ).subscribe({
        next: (data) => {
          setAnswer(data.searchSuggestions ?? []);
          setActive(-1);
        },
        // Suggestions are a help: when they fail, the field still searches.
        error: () => setAnswer([]),
      });
    }, SUGGESTION_DELAY_MS);
    // A newer text cancels the older one's wait and its request: no answer arrives out of order.
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, language, query, wanted]);

  const open = focused && !dismissed && suggestions.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  const choose = (suggestion: Suggestion) => {
    setDismissed(true);
    void navigate(resultPath(language, suggestion));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!open) {
          setDismissed(false);
          setActive(down ? 0 : count - 1);
        } else setActive(next(active, down, count));
        return;
      }
      case 'Enter': {
        const chosen = open && active >= 0 ? suggestions[active] : undefined;
        if (!chosen) return; // the form searches for the text
        event.preventDefault();
        choose(chosen);
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setDismissed(true);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
          setTyped(false);
        }
        return;
    }
  };

  return (
    <div className="search-combobox">
      <label htmlFor="search-query" className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id="search-query"
        type="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={text}
        maxLength={maxLength}
        placeholder={t('search.placeholder')}
        enterKeyHint="search"
        onChange={(event) => {
          setText(event.target.value);
          setTyped(true);
          setDismissed(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      <ul id={listId} role="listbox" aria-label={t('search.suggestions')} hidden={!open} className="search-suggestions">
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'active' : undefined}
            // The field keeps focus while a suggestion is pressed, so the click lands before the list closes.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
          >
            <span className="suggestion-title">{suggestion.title}</span>
            <span className="suggestion-type">{t(`search.kind.${suggestion.type}`, { defaultValue: '' })}</span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {open ? t('search.suggestionCount', { count: suggestions.length }) : ''}
      </p>
    </div>
  );
}

/** The option after (or before) `active`; past either end the field itself (-1), as the APG's example does. */
function next(active: number, down: boolean, count: number): number {
  if (down) return active + 1 >= count ? -1 : active + 1;
  return active <= 0 ? (active === -1 ? count - 1 : -1) : active - 1;
}
