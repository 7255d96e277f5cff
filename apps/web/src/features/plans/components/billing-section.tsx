import type { Payment } from '@atelier/domain';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/form-errors';
import { useFormat } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { runMutation } from '../../../lib/run-mutation';
import { toast } from '../../../lib/toast';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useInvoices } from '../api/get-invoices';
import { usePayment } from '../api/get-payment';
import { usePrice } from '../api/get-price';
import { useOpenPortal } from '../api/open-portal';
import { BILLING_LABELS } from '../lib/billing';
import { isLive, planName, statusLabel } from '../lib/subscription';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </div>
  );
}

function NextInvoice({ payment }: { payment: Payment }) {
  const { formatDate, formatPrice } = useFormat();
  const priceId = payment.period && payment.prices ? payment.prices[payment.period] : null;
  const price = usePrice(isLive(payment) ? priceId : null);
  if (!isLive(payment) || !payment.periodEnd) return <>None</>;
  if (payment.cancelAtPeriodEnd) return <>None: the plan ends on {formatDate(payment.periodEnd)}</>;
  const amount = price.data
    ? ` · ${formatPrice(price.data.amount * payment.seats, { currency: price.data.currency.toUpperCase() })}`
    : '';
  return (
    <>
      {formatDate(payment.periodEnd)}
      {amount}
    </>
  );
}

function Invoices() {
  const invoices = useInvoices(true);
  const { formatDate, formatPrice } = useFormat();
  if (!invoices.data?.length) {
    return (
      <Text c="dimmed" size="sm">
        {invoices.isLoading ? 'Loading invoices…' : 'No invoices yet.'}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Invoice</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>PDF</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.data.map((invoice) => (
            <Table.Tr key={invoice._id}>
              <Table.Td>{formatDate(invoice.createdAt)}</Table.Td>
              <Table.Td>{invoice.number ?? '—'}</Table.Td>
              <Table.Td>
                {formatPrice(invoice.amount, { currency: invoice.currency.toUpperCase() })}
              </Table.Td>
              <Table.Td>{invoice.status}</Table.Td>
              <Table.Td>
                {invoice.pdfUrl && (
                  <Anchor href={invoice.pdfUrl} target="_blank" rel="noreferrer">
                    Download {invoice.number ?? 'invoice'}
                  </Anchor>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Settings › Billing: the plan, its period and seats, the next invoice, invoices, card, cancel. */
export function BillingSection() {
  const payment = usePayment();
  const { formatDate } = useFormat();
  const portal = useOpenPortal();
  const cancel = useCancelSubscription();
  const [isConfirming, confirm] = useDisclosure(false);
  const data = payment.data;
  if (!data) {
    return <Text c="dimmed">{payment.isError ? errorMessage(payment.error) : 'Loading…'}</Text>;
  }
  const label = statusLabel(data, formatDate);
  const hasStripe = data.prices !== null;
  const hasCustomer = hasStripe && data.status !== 'none';

  const cancelNow = () => runMutation(() => cancel.mutateAsync(), { onSuccess: confirm.close });

  return (
    <Stack gap="xl">
      <Paper withBorder p="xl" component="section" aria-labelledby="billing-plan">
        <Stack gap="lg">
          <Group justify="space-between">
            <Group gap="sm">
              <Title order={2} fz={22} id="billing-plan">
                {planName(data)} plan
              </Title>
              {label && (
                <Badge variant="light" color={data.graceEndsAt ? 'red' : 'plum'}>
                  {label}
                </Badge>
              )}
            </Group>
            {data.planType === 'Free' && (
              <Button component={Link} to={paths.pricing} variant="light">
                See plans
              </Button>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Fact label="Billing period">{data.period ? BILLING_LABELS[data.period] : '—'}</Fact>
            <Fact label="Seats used / paid">
              {data.seatsUsed} / {isLive(data) ? data.seats : '—'}
            </Fact>
            <Fact label="Next invoice">
              <NextInvoice payment={data} />
            </Fact>
          </SimpleGrid>
          {!hasStripe && (
            <Text size="sm" c="dimmed">
              Checkout is unavailable on this installation.
            </Text>
          )}
          {hasCustomer && (
            <Group>
              <Button
                variant="default"
                loading={portal.isPending}
                onClick={() =>
                  portal.mutate(undefined, { onError: (error) => toast.error(errorMessage(error)) })
                }
              >
                Update card and billing details
              </Button>
              {isLive(data) && !data.cancelAtPeriodEnd && (
                <Button variant="subtle" color="red" onClick={confirm.open}>
                  Cancel subscription
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </Paper>
      {hasCustomer && (
        <Paper withBorder p="xl" component="section" aria-labelledby="billing-invoices">
          <Stack gap="md">
            <Title order={2} fz={22} id="billing-invoices">
              Invoices
            </Title>
            <Invoices />
          </Stack>
        </Paper>
      )}
      <Modal opened={isConfirming} onClose={confirm.close} title="Cancel your subscription?">
        <Stack>
          <Text>
            {data.planType} stays on until{' '}
            {data.periodEnd ? formatDate(data.periodEnd) : 'the end of the period'}; then your
            account is on Freemium. Nothing is deleted: your teams, products and files stay
            readable.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              Keep subscription
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={cancelNow}>
              Cancel subscription
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
