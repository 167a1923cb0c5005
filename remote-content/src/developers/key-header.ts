import { API_KEY_HEADER, API_KEY_SCHEME } from '@chainwork/shared-config/public-api';

/** The environment variable the examples read the key from, so a key never lands in shell history or a copied snippet. */
export const KEY_VARIABLE = 'CHAINWORK_API_KEY';

/** The request header that carries a key: `Authorization: Bearer $CHAINWORK_API_KEY`. */
export const KEY_HEADER_LINE = `${API_KEY_HEADER.replace(/^./, (c) => c.toUpperCase())}: ${API_KEY_SCHEME} $${KEY_VARIABLE}`;
