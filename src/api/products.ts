import type { Product, ProductList, ProductWorkflow } from '../generated/schemas.ts';
import { http } from './http.ts';

export interface ProductAutoCompleteQuery {
  merchantId?: string;
  productType?: string;
  productSubType?: string;
  name?: string;
}

/** GET /api/Products/AutoComplete (spec 001 §7): the card form asks with productType CARD. */
export async function autoCompleteProducts(query: ProductAutoCompleteQuery): Promise<Product[]> {
  const { data } = await http.get<ProductList>('/api/Products/AutoComplete', { params: query });
  return data.items;
}

/** GET /api/Products/Workflows/{workflowId}: the workflow viewer's data. */
export async function getProductWorkflow(workflowId: string): Promise<ProductWorkflow> {
  const { data } = await http.get<ProductWorkflow>(`/api/Products/Workflows/${encodeURIComponent(workflowId)}`);
  return data;
}
