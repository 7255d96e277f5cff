import { Anchor, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { QueryError } from '../../../components/ui/query-error';
import { useFormat } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useDesignmateUsage } from '../api/conversations';

/** The team's designmate questions this month against its plan, and the tokens a model spent. */
export function DesignmateUsageCard({ teamId, teamName }: { teamId: string; teamName: string }) {
  const usage = useDesignmateUsage(teamId);
  const { formatNumber } = useFormat();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="designmate-usage">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="designmate-usage">
          designmate in {teamName} this month
        </Title>
        {usage.isPending && (
          <Skeleton height={40} role="status" aria-label="Loading designmate use" />
        )}
        {usage.isError && <QueryError title="designmate’s use could not be loaded" query={usage} />}
        {usage.data && (
          <>
            <Text size="sm">
              {formatNumber(usage.data.questions)} questions
              {usage.data.questionLimit === null
                ? ' (no monthly limit)'
                : ` of ${formatNumber(usage.data.questionLimit)}`}{' '}
              · {formatNumber(usage.data.tokens)} AI tokens
            </Text>
            {usage.data.questionLimit !== null && (
              <Progress
                value={Math.min(100, (usage.data.questions / usage.data.questionLimit) * 100)}
                color={usage.data.questions >= usage.data.questionLimit ? 'error' : undefined}
                aria-label="Questions used this month"
              />
            )}
            {usage.data.questionLimit !== null &&
              usage.data.questions >= usage.data.questionLimit && (
                <Text size="sm" c="error.6">
                  Upgrade your plan.{' '}
                  <Anchor component={Link} to={paths.pricing} inherit>
                    See plans
                  </Anchor>
                </Text>
              )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
