export { ADMIN_API } from './admin-paths.ts';
export type { AdminTitleListRequest } from './catalogue-endpoints.ts';
export { type AdminApiClient, createAdminApiClient } from './create-admin-api-client.ts';
export type { AuditLogRequest, OperatorListRequest } from './operator-endpoints.ts';
export type { GrantListRequest, InquiryListRequest, MemberSearchRequest } from './support-endpoints.ts';
export type { TitleImageFile } from './title-image-endpoints.ts';
