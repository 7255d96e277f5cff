import type { SearchHit } from '@atelier/domain';
import { Badge, Box, ColorSwatch, Group, Highlight } from '@mantine/core';
import { snippetText } from '../lib/snippet';
import { KindIcon } from './kind-icon';
import { SnippetText } from './snippet-text';

const WRAP = { overflowWrap: 'anywhere' } as const;

/**
 * One hit: its kind (or swatch), title with the typed words highlighted (a word being typed is a
 * prefix of the name, so the server's marks cannot show it), the marked snippet and the team.
 */
export function HitRow({ hit, words }: { hit: SearchHit; words: readonly string[] }) {
  // A name found by its own words: the title itself shows what matched.
  const isTitle = snippetText(hit.snippet) === hit.title;
  return (
    <Group wrap="nowrap" gap="sm" w="100%" align="flex-start">
      <Box pt={2} c="dimmed">
        {hit.swatch ? <ColorSwatch color={hit.swatch} size={18} /> : <KindIcon kind={hit.kind} />}
      </Box>
      <Box miw={0} style={{ flex: 1 }}>
        {/* Titles wrap rather than end in "…": a cut-off word's highlight would sit on the dots. */}
        {isTitle ? (
          <SnippetText snippet={hit.snippet} fw={500} size="sm" style={WRAP} />
        ) : (
          <>
            <Highlight highlight={[...words]} fw={500} size="sm" style={WRAP}>
              {hit.title}
            </Highlight>
            <SnippetText snippet={hit.snippet} size="xs" c="dimmed" lineClamp={2} />
          </>
        )}
      </Box>
      <Group gap={4} wrap="nowrap">
        {hit.deltaE !== undefined && (
          <Badge variant="light" color="gray" size="sm">
            ΔE {hit.deltaE}
          </Badge>
        )}
        <Badge variant="default" size="sm" maw={140}>
          {hit.teamName}
        </Badge>
      </Group>
    </Group>
  );
}
