import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../../../lib/external-links';
import { paths } from '../../../lib/paths';
import { LegalSection } from './legal-section';

export function TermsOfService() {
  return (
    <>
      <LegalSection title="1. About these terms">
        <Text>
          These Terms of Service govern your use of Atelier, the collaborative platform where
          fashion and product design teams create products, share them on a wall, comment, and plan
          their seasons. By creating an account or using Atelier you agree to these terms. If you
          use Atelier on behalf of a company, you accept them for that company and confirm that you
          may do so.
        </Text>
      </LegalSection>
      <LegalSection title="2. Your account">
        <Text>
          You need an account to use Atelier. Give us accurate details, keep your password to
          yourself and tell us at once if you think someone else has used your account. You are
          responsible for what happens under your account. You must be at least 16 years old to sign
          up.
        </Text>
      </LegalSection>
      <LegalSection title="3. Your designs stay yours">
        <Text>
          Everything you upload — sketches, tech packs, images, colours, comments — remains your
          property or your team’s. You give us only the permission we need to store, process and
          show that content to the people you share it with, and to create previews and thumbnails
          of your files. We never sell your content or use it to train models for anyone else.
        </Text>
      </LegalSection>
      <LegalSection title="4. Teams and sharing">
        <Text>
          A team owner decides who joins a team and what each member may do. When you share a
          product by link or by e-mail, anyone with that link can see what the link allows. Share
          carefully and remove access you no longer want to give.
        </Text>
      </LegalSection>
      <LegalSection title="5. Acceptable use">
        <Text>You agree not to:</Text>
        <List spacing={4}>
          <List.Item>
            upload content you have no right to use, or that infringes someone else’s designs or
            trademarks;
          </List.Item>
          <List.Item>
            upload malware, or try to break, overload or get around the security of Atelier;
          </List.Item>
          <List.Item>use Atelier to harass anyone or to share unlawful material;</List.Item>
          <List.Item>resell or copy the service without our written permission.</List.Item>
        </List>
      </LegalSection>
      <LegalSection title="6. Plans, payment and trials">
        <Text>
          Freemium is free. Paid plans are billed per user in advance for the period you choose, and
          renew until you cancel. Pro starts with a free trial; we remind you before the trial ends.
          How to cancel, and what happens to your money when you do, is described in our{' '}
          <Anchor component={Link} to={paths.cancellation} inherit>
            Cancellation Policy
          </Anchor>
          .
        </Text>
      </LegalSection>
      <LegalSection title="7. Availability and changes">
        <Text>
          We work hard to keep Atelier available and your data safe, with regular backups. We may
          improve or change features over time; if a change takes away something important you pay
          for, we will tell you in advance.
        </Text>
      </LegalSection>
      <LegalSection title="8. Ending your use">
        <Text>
          You may stop using Atelier and delete your account at any time. We may suspend or close an
          account that seriously or repeatedly breaks these terms; where we can, we will warn you
          first and let you export your content.
        </Text>
      </LegalSection>
      <LegalSection title="9. Liability">
        <Text>
          Atelier is provided with reasonable care and skill. To the extent the law allows, we are
          not liable for indirect losses such as lost profits, and our total liability is limited to
          what you paid us in the twelve months before the claim. Nothing here limits liability that
          cannot be limited by law.
        </Text>
      </LegalSection>
      <LegalSection title="10. Contact">
        <Text>
          Questions about these terms? Write to{' '}
          <Anchor href={`mailto:${SUPPORT_EMAIL}`} inherit>
            {SUPPORT_EMAIL}
          </Anchor>
          . We will update these terms from time to time and tell you about changes that matter.
        </Text>
      </LegalSection>
    </>
  );
}
