import { classifyFile, ZVisitorCommentSchema, type SharedProduct } from '@atelier/domain';
import { Button, Stack } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { CommentsPanel } from '../../../../components/comments/comments-panel';
import { useVisitorCommentSource } from '../../api/visitor-comments';
import { useVisitorName } from '../../hooks/use-visitor-name';
import { ImageStage } from '../image-stage';
import { SharedProductPage } from './shared-product-page';
import { VisitorNameField } from './visitor-name-field';

interface SharedProductViewProps {
  shared: SharedProduct;
  token: string;
  sharedBy: string | null;
  /** The image open in the view (`?image=`), or null for the design's page. */
  imageId: string | null;
  onOpenImage: (fileId: string | null) => void;
}

/**
 * What a share link opens: the design's page with its comments, or one of its images with its
 * pins. A can-comment-and-view link adds a box under the name the visitor gives.
 */
export function SharedProductView({
  shared,
  token,
  sharedBy,
  imageId,
  onOpenImage,
}: SharedProductViewProps) {
  const [name, setName] = useVisitorName();
  const { policies } = shared.product;
  const canComment = policies.comment;
  const [nameError, setNameError] = useState<string | null>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const visitorProductComments = useVisitorCommentSource(token, null, canComment, name.trim());
  const visitorImageComments = useVisitorCommentSource(token, imageId, canComment, name.trim());
  // The name is checked here with the server's own rule, and a refusal marks the field.
  const [productComments, imageComments] = useMemo(() => {
    const check = () => {
      const result = ZVisitorCommentSchema.shape.name.safeParse(name);
      if (result.success) return true;
      setNameError(result.error.issues[0]?.message ?? null);
      nameField.current?.focus();
      return false;
    };
    return [
      { ...visitorProductComments, check },
      { ...visitorImageComments, check },
    ];
  }, [visitorProductComments, visitorImageComments, name]);
  const changeName = (value: string) => {
    setName(value);
    setNameError(null);
  };
  const images = shared.files.filter(
    (item) => item.kind === 'file' && classifyFile(item.name) === 'image' && item.preview,
  );
  const frame = (panel: ReactNode) =>
    canComment ? (
      <Stack gap="md" h="100%">
        <VisitorNameField ref={nameField} value={name} onChange={changeName} error={nameError} />
        {panel}
      </Stack>
    ) : (
      panel
    );

  if (imageId && images.some((image) => image._id === imageId)) {
    return (
      <ImageStage
        key={imageId}
        images={images}
        itemId={imageId}
        backLink={
          <Button
            variant="subtle"
            size="compact-sm"
            color="gray"
            leftSection={<IconChevronLeft size={16} />}
            onClick={() => onOpenImage(null)}
            w="fit-content"
          >
            {shared.product.name}
          </Button>
        }
        onBack={() => onOpenImage(null)}
        onNavigate={(next) => onOpenImage(next._id)}
        comments={policies.viewComments ? imageComments : null}
        commentsFrame={frame}
      />
    );
  }
  return (
    <SharedProductPage
      shared={shared}
      sharedBy={sharedBy}
      onOpenImage={onOpenImage}
      comments={
        policies.viewComments &&
        frame(<CommentsPanel source={productComments} emptyText="No comments yet." />)
      }
    />
  );
}
