import type { AxiosInstance } from 'axios';

// TODO(issue 8): the calls of this area that are not plain CRUD.
export const businessStaffMethods = (_client: AxiosInstance) => ({});
