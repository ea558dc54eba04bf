import type {
  CallResult,
  Product,
  ProductPage,
  ProductQuery,
  ProductRequest,
  Tariff,
  TariffPage,
  TariffRequest,
  WorkflowActivityList,
  WorkflowActivityStats,
  WorkflowItemList,
  WorkflowVersion,
} from '../generated/schemas.ts';
import { fileOfDataUrl, getBlob } from './files.ts';
import { errorItems, errorStatus } from './errors.ts';
import { http } from './http.ts';

const product = (id: string) => `/api/Products/${encodeURIComponent(id)}`;

/** GET /api/Products (bank operators): the merchant's products, paged. */
export async function getProducts(query: ProductQuery): Promise<ProductPage> {
  const { data } = await http.get<ProductPage>('/api/Products', { params: query });
  return data;
}

/** GET /api/Products/{id}. */
export async function getProduct(id: string): Promise<Product> {
  const { data } = await http.get<Product>(product(id));
  return data;
}

/** POST /api/Products. */
export async function createProduct(request: ProductRequest): Promise<Product> {
  const { data } = await http.post<Product>('/api/Products', request);
  return data;
}

/** PUT /api/Products/{id}. */
export async function updateProduct(id: string, request: ProductRequest): Promise<Product> {
  const { data } = await http.put<Product>(product(id), request);
  return data;
}

/** DELETE /api/Products/{id}: refused while accounts or cards use the product. */
export async function deleteProduct(id: string): Promise<CallResult> {
  const { data } = await http.delete<CallResult>(product(id));
  return data;
}

/** GET /api/Products/{productId}/Tariffs: active first, newest first, paged. */
export async function getTariffs(productId: string, query: { pageNumber?: number; pageSize?: number }): Promise<TariffPage> {
  const { data } = await http.get<TariffPage>(`${product(productId)}/Tariffs`, { params: query });
  return data;
}

/** POST /api/Products/{productId}/Tariffs: in force for the product's next operations. */
export async function createTariff(productId: string, request: TariffRequest): Promise<Tariff> {
  const { data } = await http.post<Tariff>(`${product(productId)}/Tariffs`, request);
  return data;
}

/** DELETE /api/Products/Tariffs/{id}: disables the tariff (it is kept). */
export async function disableTariff(id: string): Promise<Tariff> {
  const { data } = await http.delete<Tariff>(`/api/Products/Tariffs/${encodeURIComponent(id)}`);
  return data;
}

/** The bank's code for a product whose workflow has no version yet (one is imported): none, not a failure. */
const NO_WORKFLOW_VERSION = 'WF10005';

/** The call's answer, or `none` when the bank says the product has no workflow version yet. */
async function unlessNoVersion<T, N>(call: Promise<{ data: T }>, none: N): Promise<T | N> {
  try {
    return (await call).data;
  } catch (error) {
    if (errorStatus(error) === 404 && errorItems(error)?.some((item) => item.errorCode === NO_WORKFLOW_VERSION)) return none;
    throw error;
  }
}

/** GET /api/Products/{id}/Workflows/Definition: the newest version and the one that runs; null while the product has none. */
export async function getWorkflowVersion(productId: string): Promise<WorkflowVersion | null> {
  return unlessNoVersion(http.get<WorkflowVersion>(`${product(productId)}/Workflows/Definition`), null);
}

/** GET /api/Products/{id}/Workflows/Activities: the activities with the items waiting at each; none while the product has no version. */
export async function getWorkflowActivities(productId: string): Promise<WorkflowActivityList> {
  return unlessNoVersion(http.get<WorkflowActivityList>(`${product(productId)}/Workflows/Activities`), { items: [] });
}

const activity = (workflowId: string, activityId: string) =>
  `/api/Products/Workflows/${encodeURIComponent(workflowId)}/Activities/${encodeURIComponent(activityId)}`;

/** GET /api/Products/Workflows/{workflowId}/Activities/{activityId}/Stats. */
export async function getActivityStats(workflowId: string, activityId: string): Promise<WorkflowActivityStats> {
  const { data } = await http.get<WorkflowActivityStats>(`${activity(workflowId, activityId)}/Stats`);
  return data;
}

/** GET /api/Products/Workflows/{workflowId}/Activities/{activityId}/Items: who waits there. */
export async function getActivityItems(workflowId: string, activityId: string): Promise<WorkflowItemList> {
  const { data } = await http.get<WorkflowItemList>(`${activity(workflowId, activityId)}/Items`);
  return data;
}

/** POST /api/Products/{id}/Workflows/Publish (empty body): the newest version runs from now on. */
export async function publishWorkflow(productId: string): Promise<WorkflowVersion> {
  const { data } = await http.post<WorkflowVersion>(`${product(productId)}/Workflows/Publish`);
  return data;
}

/** GET /api/Products/{id}/Workflows/Export: the definition as a JSON file. */
export function exportWorkflow(productId: string): Promise<Blob> {
  return getBlob(`${product(productId)}/Workflows/Export`);
}

/** POST /api/Products/{id}/Workflows/Import (multipart, field file): the next, unpublished version. */
export async function importWorkflow(productId: string, file: string): Promise<WorkflowVersion> {
  const { name, blob } = fileOfDataUrl(file);
  const form = new FormData();
  form.append('file', blob, name);
  const { data } = await http.post<WorkflowVersion>(`${product(productId)}/Workflows/Import`, form);
  return data;
}

/** The newest version's definition as JSON text, laid out to be edited (GET .../Workflows/Export). */
export async function getWorkflowDefinitionText(productId: string): Promise<{ definition: string }> {
  const text = await (await exportWorkflow(productId)).text();
  return { definition: JSON.stringify(JSON.parse(text), null, 2) };
}

/**
 * POST /api/Products/{id}/Workflows/Save: the edited definition as it was typed, so that text which
 * is not JSON is refused by the bank in its own words, like any other fault of the definition.
 */
export async function saveWorkflow(productId: string, definition: string): Promise<WorkflowVersion> {
  const { data } = await http.post<WorkflowVersion>(`${product(productId)}/Workflows/Save`, definition, {
    headers: { 'Content-Type': 'application/json' },
    transformRequest: [(body: string) => body],
  });
  return data;
}
