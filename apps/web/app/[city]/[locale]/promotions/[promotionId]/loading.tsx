import { PromotionsLoading } from '@/features/promotions/promotions-loading';

export default function Loading() {
  return <PromotionsLoading cards={2} />;
}
