import { Anchor, List, Text } from '@mantine/core';
import { PRIVACY_EMAIL } from '../../../lib/external-links';
import { LegalSection } from './legal-section';

export function PrivacyPolicy() {
  return (
    <>
      <LegalSection title="1. Who we are">
        <Text>
          Atelier provides a collaborative platform for fashion and product design teams. This
          policy explains what personal data we collect when you use Atelier, why we collect it, and
          the choices you have. We act as the controller of your account data and as a processor of
          the content your team uploads.
        </Text>
      </LegalSection>
      <LegalSection title="2. What we collect">
        <List spacing={4}>
          <List.Item>
            Account details: your name, e-mail address, password (stored only as a secure hash) and,
            if you add them, your photo, job title, phone number and LinkedIn address.
          </List.Item>
          <List.Item>
            Onboarding answers: your role, team size and goals, if you choose to answer.
          </List.Item>
          <List.Item>
            Team content: products, images, files, comments, reminders and colours you and your team
            add.
          </List.Item>
          <List.Item>
            Usage data: sign-in times, device and browser type, and error reports, so we can keep
            Atelier secure and working.
          </List.Item>
          <List.Item>
            Billing data for paid plans, handled by our payment provider; we never see or store full
            card numbers.
          </List.Item>
        </List>
      </LegalSection>
      <LegalSection title="3. Why we use it">
        <Text>
          We use your data to run your account and your teams, to send the verification codes and
          notifications you ask for, to keep the service secure, to answer support requests and to
          bill paid plans. We use usage data in aggregate to improve Atelier. We do not sell
          personal data and do not show third-party advertising.
        </Text>
      </LegalSection>
      <LegalSection title="4. Who can see it">
        <Text>
          Members of your teams see what is shared in those teams. People you share a product link
          with see what that link allows. We use a small number of carefully chosen providers for
          hosting, e-mail delivery, payments and error reporting; each may use your data only to
          provide its service to us.
        </Text>
      </LegalSection>
      <LegalSection title="5. How long we keep it">
        <Text>
          We keep your data while your account is open. When you delete your account we delete your
          personal data within 30 days, except what we must keep by law (such as invoices). Backups
          are overwritten within a further 30 days.
        </Text>
      </LegalSection>
      <LegalSection title="6. Your rights">
        <Text>
          You can see and correct most of your data in Settings. You may also ask us for a copy of
          your data, ask us to delete it, or object to how we use it. If you are unhappy with our
          answer, you may complain to your data protection authority.
        </Text>
      </LegalSection>
      <LegalSection title="7. Cookies and local storage">
        <Text>
          Atelier stores your sign-in token and basic profile details in your browser so you stay
          signed in. We do not use advertising cookies. Signing out removes this information from
          the browser.
        </Text>
      </LegalSection>
      <LegalSection title="8. Security">
        <Text>
          Data travels encrypted, passwords are hashed, and access inside our team is limited to
          those who need it to run the service. No system is perfectly secure, but we will tell you
          promptly if a breach affects you.
        </Text>
      </LegalSection>
      <LegalSection title="9. Contact">
        <Text>
          For any privacy question or request, write to{' '}
          <Anchor href={`mailto:${PRIVACY_EMAIL}`} inherit>
            {PRIVACY_EMAIL}
          </Anchor>
          . We answer within 30 days.
        </Text>
      </LegalSection>
    </>
  );
}
