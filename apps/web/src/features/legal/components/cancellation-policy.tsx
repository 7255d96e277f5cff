import { Anchor, List, Text } from '@mantine/core';
import { SUPPORT_EMAIL } from '../../../lib/external-links';
import { LegalSection } from './legal-section';

export function CancellationPolicy() {
  return (
    <>
      <LegalSection title="1. Cancelling a paid plan">
        <Text>
          You can cancel Pro or Teams at any time from your plan settings, or by writing to us. Your
          plan stays active until the end of the period you have already paid for — the current
          month, quarter or year — and then returns to Freemium. We do not charge cancellation fees.
        </Text>
      </LegalSection>
      <LegalSection title="2. Free trials">
        <Text>
          If you cancel during the Pro free trial, you are not charged at all. We send a reminder a
          few days before a trial ends so you can decide in time.
        </Text>
      </LegalSection>
      <LegalSection title="3. Refunds">
        <List spacing={4}>
          <List.Item>Monthly plans are not refunded for the month already started.</List.Item>
          <List.Item>
            Quarterly and annual plans cancelled within 14 days of a payment are refunded in full.
          </List.Item>
          <List.Item>
            After 14 days, quarterly and annual plans run until the end of the paid period without a
            refund.
          </List.Item>
          <List.Item>
            If we are unable to provide the service as promised, we refund the unused part of your
            payment.
          </List.Item>
        </List>
      </LegalSection>
      <LegalSection title="4. Removing members">
        <Text>
          Paid plans are charged per user. When you remove a member, the change applies from your
          next billing date; there is no partial refund for the current period.
        </Text>
      </LegalSection>
      <LegalSection title="5. What happens to your work">
        <Text>
          Cancelling never deletes your designs. After your paid period ends, your teams keep their
          products on Freemium; features of paid plans, such as custom roles, stop working until you
          upgrade again. To delete your data completely, delete your account.
        </Text>
      </LegalSection>
      <LegalSection title="6. Questions">
        <Text>
          For help with a cancellation or a refund, write to{' '}
          <Anchor href={`mailto:${SUPPORT_EMAIL}`} inherit>
            {SUPPORT_EMAIL}
          </Anchor>{' '}
          with the e-mail address of your account. We reply within two working days.
        </Text>
      </LegalSection>
    </>
  );
}
