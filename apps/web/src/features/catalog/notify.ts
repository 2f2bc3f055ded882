'use client';

import { showSnackbar } from '@/features/shell/notify';

/** The add-to-cart confirmation: the shell's snackbar, top right (SPEC section 4). */
export const notifyAddedToCart = (text: string) => showSnackbar({ text, kind: 'add-to-cart' });
