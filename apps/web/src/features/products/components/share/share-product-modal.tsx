import type { Product } from '@atelier/domain';
import { Divider, Modal, Stack, Tabs, Title } from '@mantine/core';
import { IconLink, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { ShareEmailForm } from './share-email-form';
import { ShareLinkForm } from './share-link-form';
import { ShareLinksList } from './share-links-list';

interface ShareProductModalProps {
  product: Pick<Product, '_id' | 'name'>;
  opened: boolean;
  onClose: () => void;
}

/** Share outside the team: a link to copy, or e-mails; below, every link the product has. */
export function ShareProductModal({ product, opened, onClose }: ShareProductModalProps) {
  const [tab, setTab] = useState<string | null>('link');
  return (
    <Modal opened={opened} onClose={onClose} title={`Share ${product.name}`} size="lg" centered>
      {opened && (
        <Stack gap="lg">
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List grow>
              <Tabs.Tab value="link" leftSection={<IconLink size={16} />}>
                Copy a link
              </Tabs.Tab>
              <Tabs.Tab value="email" leftSection={<IconMail size={16} />}>
                Send by e-mail
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="link" pt="md">
              <ShareLinkForm productId={product._id} />
            </Tabs.Panel>
            <Tabs.Panel value="email" pt="md">
              <ShareEmailForm productId={product._id} onSent={() => setTab('link')} />
            </Tabs.Panel>
          </Tabs>
          <Divider />
          <Stack gap="sm">
            <Title order={3} size="h5">
              Shared links
            </Title>
            <ShareLinksList productId={product._id} />
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
