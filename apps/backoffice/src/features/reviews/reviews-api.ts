import type {
  TCareReviewItem,
  TCareReviewModeration,
  TCareReviewReply,
  TCareReviewsQuery,
  TCareReviewsResult,
} from '@food/contracts';
import { api, query } from '../../api/client';

export const listReviews = (filters: TCareReviewsQuery) =>
  api.get<TCareReviewsResult>(`/care/reviews${query({ ...filters })}`);
export const replyToReview = (id: number, body: TCareReviewReply) =>
  api.put<TCareReviewItem>(`/care/reviews/${id}/reply`, body);
export const moderateReview = (id: number, body: TCareReviewModeration) =>
  api.put<TCareReviewItem>(`/care/reviews/${id}/status`, body);
