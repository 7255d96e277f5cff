import type { Callout } from '@atelier/domain';
import { Button, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCirclePlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { ImageLayer } from '../../../components/image-marks/image-layer';
import type { PinPoint } from '../../../components/image-marks/image-point';

import { runMutation } from '../../../lib/run-mutation';
import { useConstruction } from '../api/get-construction';
import { useCalloutWrites } from '../api/save-callout';
import { useLiveConstruction } from '../hooks/use-live-construction';
import { CALLOUT_CLASSES, CalloutMark, DraftCallout } from './callout-marks';
import classes from './callouts.module.css';
import { useConstructionT } from '../i18n';

interface CalloutLayerProps {
  productId: string;
  fileId: string;
  /** The image page, given the callouts of this image as a layer (none until they load). */
  children: (layer: ImageLayer | null) => ReactNode;
}

/**
 * The construction callouts of one image of a product, as a layer of the image page: numbered
 * circles over it, placed with "Add callout" and a click, and their list beside it.
 */
export function CalloutLayer({ productId, fileId, children }: CalloutLayerProps) {
  const t = useConstructionT();
  const construction = useConstruction(productId);
  useLiveConstruction(productId);
  const writes = useCalloutWrites(productId);
  const [placing, setPlacing] = useState(false);
  const [draft, setDraft] = useState<PinPoint | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);

  const data = construction.data;
  if (!data) return children(null);
  const canEdit = data.policies.edit;
  const count = data.callouts.length;
  const callouts = data.callouts.filter((callout) => callout.fileId === fileId);
  const next = count + 1;

  const add = (point: PinPoint, text: string) =>
    void runMutation(() => writes.add.mutateAsync({ fileId, ...point, text }), {
      onSuccess: () => setDraft(null),
    });

  const marks = (
    <>
      {callouts.map((callout) => (
        <CalloutMark
          key={callout._id}
          callout={callout}
          count={count}
          canEdit={canEdit}
          writes={writes}
          opened={openId === callout._id}
          onOpen={(open) => setOpenId(open ? callout._id : null)}
        />
      ))}
      {draft && (
        <DraftCallout
          point={draft}
          number={next}
          busy={writes.add.isPending}
          onAdd={(text) => add(draft, text)}
          onCancel={() => setDraft(null)}
        />
      )}
    </>
  );

  return children({
    label: t('con.callouts'),
    marks,
    markClasses: CALLOUT_CLASSES,
    tools: canEdit ? (
      <Button
        size="sm"
        variant={placing ? 'filled' : 'default'}
        leftSection={<IconCirclePlus size={18} />}
        aria-pressed={placing}
        onClick={() => {
          setDraft(null);
          setPlacing(!placing);
        }}
      >
        {t('con.add')}
      </Button>
    ) : null,
    panel: (
      <CalloutPanel
        callouts={callouts}
        canEdit={canEdit}
        onPick={(callout) => setOpenId(callout._id)}
      />
    ),
    placing,
    setPlacing,
    place: (point) => {
      setPlacing(false);
      setOpenId(null);
      setDraft(point);
    },
    placingHint: t('con.placing', { number: next }),
    cancel: () => {
      if (draft) setDraft(null);
      else if (openId) setOpenId(null);
      else return false;
      return true;
    },
  });
}

interface CalloutPanelProps {
  callouts: Callout[];
  canEdit: boolean;
  onPick: (callout: Callout) => void;
}

/** Beside the image: its callouts by number; picking one opens it on the image. */
function CalloutPanel({ callouts, canEdit, onPick }: CalloutPanelProps) {
  const t = useConstructionT();
  return (
    <section className={classes.panel} aria-labelledby="callouts-on-image">
      <Title order={2} fz="lg" id="callouts-on-image">
        {t('con.onImage')}
      </Title>
      {callouts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {canEdit ? t('con.noneOnImageEdit') : t('con.noneOnImage')}
        </Text>
      ) : (
        <ol className={classes.list}>
          {callouts.map((callout) => (
            <li key={callout._id}>
              <UnstyledButton
                onClick={() => onPick(callout)}
                style={{ display: 'flex', gap: 8, padding: '6px 0', alignItems: 'flex-start' }}
              >
                {/* Its name is what it shows ('3 Double needle topstitch'), as axe asks. */}
                <span className={classes.number}>{callout.number}</span>
                <Text size="sm" className={classes.text}>
                  {callout.text}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
