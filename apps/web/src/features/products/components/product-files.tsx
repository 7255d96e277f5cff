import { useT } from '../../../lib/i18n';
import '@mantine/dropzone/styles.css';
import { ALLOWED_EXTENSIONS, keptCopyName, type Product, type ProductItem } from '@atelier/domain';
import {
  Anchor,
  Breadcrumbs,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconCloudUpload, IconFolderPlus, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { QueryError } from '../../../components/ui/query-error';
import { useProductFiles } from '../api/get-product-files';
import { useUploads } from '../hooks/use-uploads';
import { FileItem } from './file-item';
import { FolderModal } from './folder-modal';
import { ItemMenu } from './item-menu';
import { UploadList } from './upload-list';
import { VersionPrompt, type NameClash } from './version-prompt';

const ACCEPT_HINT = ALLOWED_EXTENSIONS.join(', ');

/** The folders from the top down to `folderId`. */
function trail(items: ProductItem[], folderId: string | null): ProductItem[] {
  const byId = new Map(items.map((item) => [item._id, item]));
  const path: ProductItem[] = [];
  let current = folderId ? byId.get(folderId) : undefined;
  while (current) {
    path.unshift(current);
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return path;
}

/** The product's files: its folders, uploads by drag and drop or by a button, each with progress. */
export function ProductFiles({ product }: { product: Product }) {
  const t = useT();
  const files = useProductFiles(product._id);
  const [folderId, setFolderId] = useState<string | null>(null);
  const [creatingFolder, setCreatingFolder] = useState(false);
  const { uploads, start, startVersion, dismiss } = useUploads(product._id, folderId);
  const [clashes, setClashes] = useState<NameClash[]>([]);
  const openPicker = useRef<() => void>(null);
  const canEdit = product.policies.edit;

  const items = files.data ?? [];
  const here = items
    .filter((item) => item.parentId === folderId)
    .sort((a, b) =>
      a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'folder' ? -1 : 1,
    );
  const folders = trail(items, folderId);

  // A file named like one already in the folder asks whether it is that file's next round.
  const drop = (dropped: File[]) => {
    const byName = new Map(
      here.filter((item) => item.kind === 'file').map((item) => [item.name.toLowerCase(), item]),
    );
    const found = dropped.flatMap((file) => {
      const existing = byName.get(file.name.toLowerCase());
      return existing ? [{ file, existing }] : [];
    });
    start(dropped.filter((file) => !byName.has(file.name.toLowerCase())));
    setClashes((current) => [...current, ...found]);
  };
  const settled = () => setClashes((current) => current.slice(1));

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3">
            {t('files.title')}
          </Title>
          {canEdit && (
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconFolderPlus size={16} />}
                onClick={() => setCreatingFolder(true)}
              >
                {t('files.newFolder')}
              </Button>
              <Button leftSection={<IconUpload size={16} />} onClick={() => openPicker.current?.()}>
                {t('files.upload')}
              </Button>
            </Group>
          )}
        </Group>
        <Breadcrumbs separator="›" aria-label={t('files.folder')}>
          <Anchor component="button" type="button" onClick={() => setFolderId(null)}>
            {t('files.all')}
          </Anchor>
          {folders.map((folder) => (
            <Anchor
              key={folder._id}
              component="button"
              type="button"
              onClick={() => setFolderId(folder._id)}
            >
              {folder.name}
            </Anchor>
          ))}
        </Breadcrumbs>
        {canEdit && (
          <Dropzone
            onDrop={drop}
            openRef={openPicker}
            multiple
            activateOnClick={false}
            aria-label={t('files.dropLabel')}
            // The picker's own name, not the Upload button's: one name, one control.
            inputProps={{ 'aria-label': t('files.pickerLabel') }}
          >
            <Group justify="center" gap="sm" mih={90} style={{ pointerEvents: 'none' }}>
              <IconCloudUpload size={32} aria-hidden color="var(--mantine-color-dimmed)" />
              <div>
                <Text size="sm" fw={500}>
                  {t('files.drop')}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('files.dropHint', { extensions: ACCEPT_HINT })}
                </Text>
              </div>
            </Group>
          </Dropzone>
        )}
        <UploadList uploads={uploads} onDismiss={dismiss} />
        {files.isError ? (
          <QueryError query={files} />
        ) : files.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <VisuallyHidden role="status">{t('files.loading')}</VisuallyHidden>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={64} aria-hidden />
            ))}
          </SimpleGrid>
        ) : here.length === 0 ? (
          <Text c="dimmed" size="sm">
            {folderId ? t('files.folderEmpty') : t('dashboard.noFiles')}
          </Text>
        ) : (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="xs"
            component="ul"
            aria-label={t('files.title')}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {here.map((item) => (
              <Group component="li" key={item._id} gap={4} wrap="nowrap">
                <div style={{ flex: 1, minWidth: 0 }}>
                  <FileItem item={item} product={product} onOpenFolder={setFolderId} />
                </div>
                {canEdit && <ItemMenu productId={product._id} item={item} items={items} />}
              </Group>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <VersionPrompt
        teamId={product.teamId}
        clash={clashes[0] ?? null}
        onVersion={(clash, label) => {
          startVersion(clash.file, clash.existing._id, label);
          settled();
        }}
        onKeepBoth={(clash) => {
          // Kept beside the other under a name of its own, so the two can be told apart.
          const name = keptCopyName(
            clash.file.name,
            here.map((item) => item.name),
          );
          const { type, lastModified } = clash.file;
          start([new File([clash.file], name, { type, lastModified })]);
          settled();
        }}
        onCancel={settled}
      />
      <FolderModal
        productId={product._id}
        parentId={folderId}
        opened={creatingFolder}
        onClose={() => setCreatingFolder(false)}
      />
    </Card>
  );
}
