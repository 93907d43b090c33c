/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the table turns into stacked cards on phones (display: block), which drops a table's implicit roles in some browsers: the roles are spelled out to keep them. */
import { Badge, VisuallyHidden } from '@mantine/core';
import { Button } from '../../components/ui/button';
import type { z } from 'zod';
import { buildPath, formatDate, type adminUserSchema } from '@platform/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { useRouteInfo } from '../app-shell/route-info';
import classes from './users-table.module.css';
import type { UserAction } from './user-actions';

export type AdminUser = z.infer<typeof adminUserSchema>;

interface UsersTableProps {
  users: AdminUser[];
  /** The operator looking at the list: no actions on their own row. */
  viewerId: number | null;
  onAction(action: UserAction, user: AdminUser): void;
  /** Opens the debtor flow controls of a debtor's row (decision 0046). */
  onDebtorFlow?(user: AdminUser): void;
}

/** The actions offered for a row: none on one's own account; never "log in as" another operator. */
export function actionsFor(user: AdminUser, viewerId: number | null): UserAction[] {
  if (user.id === viewerId) return [];
  const actions: UserAction[] = [user.readonly ? 'clear-readonly' : 'set-readonly'];
  // Operators do not invest: no identity check to renew.
  if (user.role !== 'operator') actions.push('reidentify');
  if (user.role !== 'operator') actions.push('impersonate');
  return actions;
}

export const ACTION_LABEL: Record<UserAction, string> = {
  'set-readonly': 'admin.users.action.set_readonly',
  'clear-readonly': 'admin.users.action.clear_readonly',
  reidentify: 'admin.users.action.reidentify',
  impersonate: 'admin.users.action.impersonate',
};

// Outline buttons: the colour (shade 9, AA on white) tells the actions apart.
const ACTION_COLOR: Record<UserAction, string> = {
  'set-readonly': 'red.9',
  'clear-readonly': 'teal.9',
  reidentify: 'orange.9',
  impersonate: 'indigo.9',
};

/**
 * Back office user list: a table at 1440 px and wider, stacked label/value cards below (375 px
 * included). Dates are the Vilnius calendar day of `createdAt` (formatDate), the same on the server and in the browser.
 */
export function UsersTable({ users, viewerId, onAction, onDebtorFlow }: UsersTableProps) {
  const { t } = useTranslation();
  const { locale } = useRouteInfo();
  const yesNo = (value: boolean) => t(value ? 'admin.users.yes' : 'admin.users.no');
  const columns = [
    t('admin.users.col.email'),
    t('admin.users.col.name'),
    t('admin.users.col.type'),
    t('admin.users.col.role'),
    t('admin.users.col.debtor'),
    t('admin.users.col.readonly'),
    t('admin.users.col.two_step'),
    t('admin.users.col.created'),
    t('admin.users.col.actions'),
  ];
  const cell = (index: number, value: ReactNode, extraClass = classes.short) => (
    <td role="cell" className={`${classes.cell} ${extraClass}`}>
      <span className={classes.label} aria-hidden="true">
        {columns[index]}
      </span>
      <span className={classes.value}>{value}</span>
    </td>
  );

  return (
    <table role="table" className={classes.table} aria-label={t('admin.users.table.label')} data-testid="admin-users-table">
      <thead role="rowgroup" className={classes.head}>
        <tr role="row">
          {columns.map((label) => (
            <th role="columnheader" scope="col" key={label} className={classes.headCell}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className={classes.body}>
        {users.map((user) => {
          const actions = actionsFor(user, viewerId);
          return (
            <tr role="row" key={user.id} className={classes.row} data-readonly={user.readonly || undefined} data-testid="admin-user-row">
              <th role="rowheader" scope="row" className={classes.cell}>
                <span className={classes.label} aria-hidden="true">
                  {columns[0]}
                </span>
                <span className={classes.value}>
                  <span className={classes.email}>{user.email}</span>
                  {user.id === viewerId && (
                    <Badge size="sm" variant="outline" color="dark">
                      {t('admin.users.you')}
                    </Badge>
                  )}
                </span>
              </th>
              {cell(1, user.displayName, classes.name)}
              {cell(2, t(`admin.users.type.${user.type}`))}
              {cell(3, t(`admin.users.role.${user.role}`))}
              {cell(4, yesNo(user.isDebtor))}
              {cell(
                5,
                user.readonly ? (
                  <Badge size="sm" color="yellow.5" variant="filled" autoContrast>
                    {yesNo(true)}
                  </Badge>
                ) : (
                  yesNo(false)
                ),
              )}
              {cell(6, yesNo(user.twoStepEnabled))}
              {cell(7, <time dateTime={user.createdAt}>{formatDate(user.createdAt, locale)}</time>)}
              <td role="cell" className={`${classes.cell} ${classes.cellActions}`} data-empty={actions.length === 0 || undefined}>
                <span className={classes.actions}>
                  {actions.map((action) => (
                    <Button key={action} size="xs" color={ACTION_COLOR[action]} variant="outline" onClick={() => onAction(action, user)} data-action={action}>
                      {t(ACTION_LABEL[action])}
                      <VisuallyHidden> ({user.email})</VisuallyHidden>
                    </Button>
                  ))}
                  {user.debtor && onDebtorFlow && (
                    <Button size="xs" variant="outline" color="grape.9" onClick={() => onDebtorFlow(user)} data-action="debtor-flow">
                      {t('debtor_flow.admin.manage')}
                      <VisuallyHidden> ({user.email})</VisuallyHidden>
                    </Button>
                  )}
                  {user.role !== 'operator' && (
                    <Button
                      size="xs"
                      variant="subtle"
                      component={Link}
                      to={`${buildPath('admin-manual-kyc', locale)}?userId=${user.id}`}
                      data-action="request-info"
                    >
                      {t('manual_kyc.admin.request_info')}
                      <VisuallyHidden> ({user.email})</VisuallyHidden>
                    </Button>
                  )}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
