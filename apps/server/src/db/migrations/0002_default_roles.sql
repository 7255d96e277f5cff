-- Built-in roles of packages/domain DEFAULT_ROLES (owner_id NULL: readable by all, editable by none).
INSERT INTO "roles" ("id", "owner_id", "name", "permission_arr") VALUES
  ('00000000-0000-4000-8000-000000000001', NULL, 'Viewer', '["canViewTeams","canViewProducts","canViewComments","canLikeProduct"]'::jsonb),
  ('00000000-0000-4000-8000-000000000002', NULL, 'Commenter', '["canViewTeams","canViewProducts","canViewComments","canLikeProduct","canAddComment","canShareProduct"]'::jsonb),
  ('00000000-0000-4000-8000-000000000003', NULL, 'Designer', '["canViewTeams","canViewProducts","canViewComments","canLikeProduct","canAddComment","canShareProduct","canAddProduct","canEditProduct","canDuplicateProduct"]'::jsonb),
  ('00000000-0000-4000-8000-000000000004', NULL, 'Manager', '["canAddUser","canAddProduct","canLikeProduct","canAddComment","canShareProduct","canDuplicateProduct","canBlockUser","canEditProduct","canEditTeam","canAddMember","canDeleteProduct","canDeleteUser","canViewComments","canViewProducts","canViewTeams"]'::jsonb)
ON CONFLICT ("id") DO NOTHING;
