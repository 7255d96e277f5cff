import type { FileVersion } from '@atelier/domain';
import {
  ActionIcon,
  Box,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ReactCompareSlider } from 'react-compare-slider';
import {
  TransformComponent,
  TransformWrapper,
  type ReactZoomPanPinchContentRef,
} from 'react-zoom-pan-pinch';
import { versionName } from './version-strip';

type Mode = 'side' | 'overlay';

/**
 * Views that zoom and pan as one: whichever the user moves, the others follow to the same place.
 */
function useLockedViews() {
  const views = useRef<(ReactZoomPanPinchContentRef | null)[]>([]);
  const follow =
    (from: number) =>
    (_moved: unknown, state: { scale: number; positionX: number; positionY: number }) => {
      views.current.forEach((view, index) => {
        if (index === from || !view) return;
        const { scale, positionX, positionY } = view.instance.state;
        const same =
          Math.abs(scale - state.scale) < 1e-3 &&
          Math.abs(positionX - state.positionX) < 0.5 &&
          Math.abs(positionY - state.positionY) < 0.5;
        if (!same) void view.setTransform(state.positionX, state.positionY, state.scale, 0);
      });
    };
  const bind = (index: number) => ({
    ref: (view: ReactZoomPanPinchContentRef | null) => {
      views.current[index] = view;
    },
    onTransform: follow(index),
  });
  const lead = () => views.current[0];
  return { bind, lead };
}

function View({
  version,
  bound,
}: {
  version: FileVersion;
  bound: ReturnType<ReturnType<typeof useLockedViews>['bind']>;
}) {
  return (
    <TransformWrapper minScale={1} maxScale={8} centerOnInit {...bound}>
      <TransformComponent wrapperStyle={{ width: '100%', height: '100%' }}>
        <img
          src={version.preview ?? version.url}
          alt={versionName(version)}
          style={{ maxWidth: '100%', maxHeight: '62vh', display: 'block', margin: '0 auto' }}
          draggable={false}
        />
      </TransformComponent>
    </TransformWrapper>
  );
}

interface VersionCompareProps {
  versions: readonly FileVersion[];
  opened: boolean;
  onClose: () => void;
}

/**
 * Two rounds of a file side by side, or one over the other with a wipe slider; zoom and pan move
 * both together.
 */
export function VersionCompare({ versions, opened, onClose }: VersionCompareProps) {
  const [mode, setMode] = useState<Mode>('side');
  const last = versions.length - 1;
  const [beforeId, setBeforeId] = useState(versions[Math.max(last - 1, 0)]?._id ?? null);
  const [afterId, setAfterId] = useState(versions[last]?._id ?? null);
  const { bind, lead } = useLockedViews();
  const before = versions.find((version) => version._id === beforeId) ?? versions[0];
  const after = versions.find((version) => version._id === afterId) ?? versions[last];
  const options = versions.map((version) => ({ value: version._id, label: versionName(version) }));

  return (
    <Modal opened={opened} onClose={onClose} title="Compare versions" size="100%">
      {before && after && (
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="sm">
            <Group gap="sm" align="flex-end">
              <Select
                label="Before"
                data={options}
                value={before._id}
                onChange={setBeforeId}
                allowDeselect={false}
              />
              <Select
                label="After"
                data={options}
                value={after._id}
                onChange={setAfterId}
                allowDeselect={false}
              />
            </Group>
            <Group gap="sm">
              <SegmentedControl
                aria-label="How to compare"
                value={mode}
                onChange={(value) => setMode(value as Mode)}
                data={[
                  { value: 'side', label: 'Side by side' },
                  { value: 'overlay', label: 'Overlay' },
                ]}
              />
              <Tooltip label="Zoom out">
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label="Zoom out"
                  onClick={() => lead()?.zoomOut()}
                >
                  <IconZoomOut size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Actual fit">
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label="Reset zoom"
                  onClick={() => lead()?.resetTransform()}
                >
                  <IconZoomReset size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Zoom in">
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label="Zoom in"
                  onClick={() => lead()?.zoomIn()}
                >
                  <IconZoomIn size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
          {mode === 'side' ? (
            <SimpleGrid
              cols={{ base: 1, sm: 2 }}
              spacing="sm"
              key={`side-${before._id}-${after._id}`}
            >
              {[before, after].map((version, index) => (
                <Stack key={version._id} gap={4}>
                  <Text size="sm" fw={600}>
                    {versionName(version)}
                  </Text>
                  <Box
                    bg="dark.8"
                    h="62vh"
                    style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
                  >
                    <View version={version} bound={bind(index)} />
                  </Box>
                </Stack>
              ))}
            </SimpleGrid>
          ) : (
            <Stack gap={4} key={`overlay-${before._id}-${after._id}`}>
              <Text size="sm" c="dimmed">
                Drag the line: {versionName(before)} on the left, {versionName(after)} on the right.
              </Text>
              <Box
                bg="dark.8"
                style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
              >
                <ReactCompareSlider
                  onlyHandleDraggable
                  aria-label="Wipe between the two versions"
                  style={{ height: '62vh' }}
                  itemOne={<View version={before} bound={bind(0)} />}
                  itemTwo={<View version={after} bound={bind(1)} />}
                />
              </Box>
            </Stack>
          )}
        </Stack>
      )}
    </Modal>
  );
}
