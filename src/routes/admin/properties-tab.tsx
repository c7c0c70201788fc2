import { Badge, Box, Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatNumber, formatPrice } from '../../../domain/format';
import { publicStatus, statusBadgeColor, type Property } from '../../../domain/property';
import { toast } from '../../components/toast-store';
import { useTRPC } from '../../lib/trpc';
import { describeError } from './errors';
import { PropertyDialog } from './property-dialog';
import { EmptyState, LoadError, LoadingText, TabHeader } from './tab-parts';

export function PropertiesTab() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.properties.list.queryOptions());
  const [dialog, setDialog] = useState<{ open: boolean; property: Property | null }>({ open: false, property: null });

  const remove = useMutation(
    trpc.properties.remove.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries(trpc.properties.pathFilter());
        toast({ title: 'Property deleted successfully', description: 'It no longer appears on your website.' });
      },
      onError: (error) =>
        toast({ title: 'Failed to delete property', description: describeError(error, 'Please try again.'), variant: 'destructive' }),
    }),
  );

  const onDelete = (p: Property) => {
    if (!window.confirm(`Delete "${p.title}"? It will be removed from your website. This cannot be undone.`)) return;
    remove.mutate({ id: p.id });
  };

  return (
    <div>
      <TabHeader
        title="Properties"
        description="The listings on your home page. Add new homes, update prices and status, or remove listings that are gone."
        action={
          <Button size="3" onClick={() => setDialog({ open: true, property: null })}>
            Add Property
          </Button>
        }
      />
      {list.isPending && <LoadingText>Loading properties...</LoadingText>}
      {list.isError && <LoadError message="Your properties could not be loaded." onRetry={() => list.refetch()} />}
      {list.data && list.data.length === 0 && (
        <EmptyState>No properties yet. Select Add Property to publish your first listing.</EmptyState>
      )}
      {list.data && list.data.length > 0 && (
        <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="4" asChild>
          <ul className="admin-card-list" aria-label="Properties">
            {list.data.map((p) => (
              <li key={p.id}>
                <Card size="2" className="admin-property-card">
                  <Flex direction="column" gap="2" height="100%">
                    <Box className="admin-thumb">
                      <img src={p.imageUrl} alt={`Photo of ${p.title}`} loading="lazy" />
                    </Box>
                    <Flex justify="between" align="start" gap="2">
                      <Heading as="h3" size="3">
                        {p.title}
                      </Heading>
                      <Badge color={statusBadgeColor(p.status)} size="2" className="admin-nowrap">
                        {p.status}
                      </Badge>
                    </Flex>
                    <Text as="p" size="2" color="gray">
                      {p.address}
                    </Text>
                    <Text as="p" size="4" weight="bold">
                      {formatPrice(p.price)}
                    </Text>
                    <Text as="p" size="2">
                      {formatNumber(p.beds)} beds · {formatNumber(p.baths)} baths · {formatNumber(p.sqft)} sq ft
                    </Text>
                    <Text as="p" size="1" color="gray">
                      {p.location} · shown to visitors as {publicStatus(p.status)}
                    </Text>
                    <Flex gap="2" mt="auto" pt="2">
                      <Button variant="soft" onClick={() => setDialog({ open: true, property: p })} aria-label={`Edit ${p.title}`}>
                        Edit
                      </Button>
                      <Button
                        variant="soft"
                        color="red"
                        onClick={() => onDelete(p)}
                        disabled={remove.isPending && remove.variables?.id === p.id}
                        aria-label={`Delete ${p.title}`}
                      >
                        {remove.isPending && remove.variables?.id === p.id ? 'Deleting...' : 'Delete'}
                      </Button>
                    </Flex>
                  </Flex>
                </Card>
              </li>
            ))}
          </ul>
        </Grid>
      )}
      <PropertyDialog open={dialog.open} property={dialog.property} onClose={() => setDialog((d) => ({ ...d, open: false }))} />
    </div>
  );
}
