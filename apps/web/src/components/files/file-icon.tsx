import { classifyFile, fileExtension } from '@atelier/domain';
import {
  IconFile,
  IconFileTypeDoc,
  IconFileTypePdf,
  IconFileTypePpt,
  IconFileTypeXls,
  IconFolder,
  IconMovie,
  IconPhoto,
  type Icon,
} from '@tabler/icons-react';

// SPEC §5's icon list, its `xlss` quirk included; tif has its own icon there, drawn as a picture.
const ICONS: Record<string, Icon> = {
  pdf: IconFileTypePdf,
  doc: IconFileTypeDoc,
  pptx: IconFileTypePpt,
  xlss: IconFileTypeXls,
  tif: IconPhoto,
};

/** The icon of a tree item by SPEC §5's classification (video, image, icon, generic). */
export function FileIcon({
  name,
  folder = false,
  size = 28,
}: {
  name: string;
  folder?: boolean;
  size?: number;
}) {
  if (folder) return <IconFolder size={size} aria-hidden color="var(--mantine-color-yellow-7)" />;
  const display = classifyFile(name);
  const Component =
    display === 'video'
      ? IconMovie
      : display === 'image'
        ? IconPhoto
        : display === 'icon'
          ? (ICONS[fileExtension(name)] ?? IconFile)
          : IconFile;
  return <Component size={size} aria-hidden />;
}
