import { GLOBAL_SEARCH_MIN } from '@atelier/domain';
import { TextInput, Tooltip } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { globalSearchUrl } from '../../lib/paths';

const TOO_SHORT = `Type at least ${GLOBAL_SEARCH_MIN} characters to search.`;

/** Global search runs only from 3 characters on (SPEC §5); Enter opens the results page. */
export function SearchBox() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [tooShort, setTooShort] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (text.length < GLOBAL_SEARCH_MIN) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    navigate(globalSearchUrl(text));
  };

  return (
    <form role="search" onSubmit={submit}>
      <Tooltip label={TOO_SHORT} opened={tooShort} position="bottom-start" withArrow>
        <TextInput
          aria-label="Search"
          placeholder="Search"
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setTooShort(false);
          }}
          onBlur={() => setTooShort(false)}
          leftSection={<IconSearch size={16} />}
          radius="xl"
          w={{ base: 180, md: 320 }}
          error={tooShort}
          aria-invalid={tooShort}
        />
      </Tooltip>
    </form>
  );
}
