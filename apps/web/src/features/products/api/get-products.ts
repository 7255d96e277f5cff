import { productEndpoints, type PageSize, type Product, type ProductStage } from '@atelier/domain';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { productKeys } from './keys';

/** The wall's filters (`GET product`), each optional; they combine. */
export interface ProductFilters {
  teamId?: string;
  search?: string;
  season?: string;
  tag?: string;
  category?: string;
  fabric?: string;
  stage?: ProductStage;
  deadlineFrom?: string;
  deadlineTo?: string;
}

export interface ProductsQuery extends ProductFilters {
  page: number;
  limit: PageSize;
  sortBy?: 'createdAt' | 'updatedAt' | 'name' | 'deadline';
  orderBy?: 'asc' | 'desc';
}

export interface ProductsPage {
  products: Product[];
  page: number;
  total: number;
}

/** `GET product?teamId&page&limit&…filters&sortBy&orderBy`: one page of the wall. */
export async function getProducts(query: ProductsQuery): Promise<ProductsPage> {
  const { data, pagination } = await callApi(productEndpoints.list, { query });
  return { products: data, page: query.page, total: pagination?.total ?? data.length };
}

/** Thumbnails are made in the background: look again while a cover still waits for one. */
const hasPendingCover = (products: readonly Product[]) =>
  products.some((product) => product.cover && !product.cover.thumbnail);

export const WALL_PAGE_SIZE: PageSize = 50;

export const wallQueryOptions = (filters: ProductFilters) =>
  infiniteQueryOptions({
    queryKey: productKeys.wall(filters),
    queryFn: ({ pageParam }) => getProducts({ ...filters, page: pageParam, limit: WALL_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * WALL_PAGE_SIZE < last.total ? last.page + 1 : undefined,
    refetchInterval: (current) =>
      current.state.data?.pages.some((page) => hasPendingCover(page.products)) ? 3000 : false,
  });

/** The wall: pages of 50, the next one asked for as the grid's end comes into view. */
export function useWall(filters: ProductFilters) {
  return useInfiniteQuery(wallQueryOptions(filters));
}

export const productsPageQueryOptions = (query: ProductsQuery) =>
  queryOptions({ queryKey: productKeys.page(query), queryFn: () => getProducts(query) });

/** One page of products in a given order (/viewproducts). */
export function useProductsPage(query: ProductsQuery, { enabled = true } = {}) {
  return useQuery({
    ...productsPageQueryOptions(query),
    enabled,
    placeholderData: keepPreviousData,
  });
}
