import { classifyFile, type ProductItem } from '@atelier/domain';
import { Anchor, Card, Image, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { FileIcon } from '../../../../components/files/file-icon';
import { formatSize } from '../../../../lib/format-size';
import classes from './shared-files.module.css';

interface SharedFilesProps {
  files: ProductItem[];
  onOpenImage: (fileId: string) => void;
}

/** A visitor's view of the files: the images as a gallery (each opens), the rest to download. */
export function SharedFiles({ files, onOpenImage }: SharedFilesProps) {
  const stored = files.filter((item) => item.kind === 'file');
  const images = stored.filter((item) => classifyFile(item.name) === 'image' && item.preview);
  const others = stored.filter((item) => !images.includes(item));

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          Images
        </Title>
        {images.length === 0 ? (
          <Text size="sm" c="dimmed">
            No images in this design yet.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
            {images.map((image) => (
              <UnstyledButton
                key={image._id}
                className={classes.tile}
                onClick={() => onOpenImage(image._id)}
                aria-label={`Open ${image.name}`}
              >
                <Image src={image.thumbnail ?? image.preview} alt="" fit="cover" h={150} />
                <Text size="xs" truncate px={6} py={4}>
                  {image.name}
                </Text>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        )}
        {others.length > 0 && (
          <Stack gap="xs">
            <Title order={3} size="h5">
              Other files
            </Title>
            {others.map((file) => (
              <Anchor
                key={file._id}
                href={file.url ?? undefined}
                download={file.name}
                className={classes.file}
                underline="never"
                c="inherit"
              >
                <FileIcon name={file.name} size={24} />
                <Text size="sm" fw={500} truncate>
                  {file.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatSize(file.size)}
                </Text>
              </Anchor>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
