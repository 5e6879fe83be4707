'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { apiRequest } from '@/client/api-request';
import { QueryIsland } from '@/client/query-island';
import { useSessionQuery } from '@/client/use-session-query';
import { userAccount, useUserAccount } from '@/client/user-account-store';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { AccountInfo } from '@/contracts/accounts';
import type { Team, TeamInvitation, TeamMember } from '@/contracts/company';
import { removeMember, revokeInvitation, setMemberSeat } from '../company-calls';
import { companyQueries } from '../company-queries';
import { formatDate, formatDateTime } from '../team-format';
import { InviteDialog } from './invite-dialog';
import { TransferDialog } from './transfer-dialog';

/**
 * /user/team after mount: the owner's team (members, open invitations, seats) with invite, revoke,
 * seat, remove and transfer. A colleague is told that only the main account manages the team.
 */
export function TeamView() {
  return (
    <QueryIsland>
      <TeamPanel />
    </QueryIsland>
  );
}

function TeamPanel() {
  const t = useTranslations('team');
  const { userInfo } = useUserAccount();
  if (userInfo?.companyRole === 'buyer') {
    return (
      <p role="note" data-testid="team-colleague-note" className="rounded-lg border border-sky-200 bg-sky-50 p-5 text-sm text-sky-900">
        {t('colleagueOnly')}
      </p>
    );
  }
  return <OwnerTeam />;
}

function OwnerTeam() {
  const t = useTranslations('team');
  const queryClient = useQueryClient();
  const team = useSessionQuery(companyQueries.team());
  const refresh = () => void queryClient.invalidateQueries({ queryKey: companyQueries.all });
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [transferring, setTransferring] = useState<TeamMember | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function act(key: string, call: () => Promise<unknown>, done: string) {
    setBusy(key);
    try {
      await call();
      toast.success(done);
      refresh();
      return true;
    } catch {
      // Toasted by the call, in the server's words.
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function confirmRemove() {
    if (!removing) return;
    const member = removing;
    if (await act(`remove-${member.id}`, () => removeMember(member.id), t('remove.done', { name: member.name }))) setRemoving(null);
  }

  // The former owner is a colleague now: the stored role changes, and this page says so.
  async function afterTransfer() {
    const info = await apiRequest<AccountInfo>('GET', '/api/info', { quiet: true }).catch(() => null);
    if (info) userAccount.setUserInfo(info);
    await queryClient.invalidateQueries({ queryKey: ['account'] });
    queryClient.removeQueries({ queryKey: companyQueries.all });
  }

  const data = team.data;
  return (
    <div className="grid gap-6">
      {!data && team.status !== 'error' && (
        <p role="status" className="rounded-lg border border-slate-200 bg-white p-5 text-sm text-slate-600">
          {t('loading')}
        </p>
      )}
      {team.status === 'error' && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-5 text-sm text-red-800">
          <span className="flex-1">{t('loadFailed')}</span>
          <Button variant="outline" size="sm" onClick={team.reload}>
            {t('retry')}
          </Button>
        </div>
      )}
      {data && (
        <>
          <SeatsCard team={data} onInvite={() => setInviting(true)} />
          <MembersTable
            members={data.members}
            busy={busy}
            onSeat={(member, seat) =>
              void act(`seat-${member.id}`, () => setMemberSeat({ userId: member.id, seat }), t(seat === 'active' ? 'seat.given' : 'seat.suspended', { name: member.name }))
            }
            onRemove={setRemoving}
            onTransfer={setTransferring}
          />
          <InvitationsList
            invitations={data.invitations}
            busy={busy}
            onRevoke={(invitation) => void act(`revoke-${invitation.id}`, () => revokeInvitation(invitation.id), t('invitations.revoked', { name: invitation.name }))}
          />
        </>
      )}
      <InviteDialog open={inviting} onOpenChange={setInviting} onInvited={refresh} />
      <TransferDialog member={transferring} onOpenChange={(open) => !open && setTransferring(null)} onTransferred={afterTransfer} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('remove.title', { name: removing?.name ?? '' })}
        description={t('remove.description', { name: removing?.name ?? '' })}
        confirmLabel={t('remove.confirm')}
        cancelLabel={t('cancel')}
        closeLabel={t('close')}
        pending={removing !== null && busy === `remove-${removing.id}`}
        onConfirm={() => void confirmRemove()}
      />
    </div>
  );
}

function SeatsCard({ team, onInvite }: { team: Team; onInvite: () => void }) {
  const t = useTranslations('team');
  const { seats, company } = team;
  const full = seats.used >= seats.limit;
  return (
    <section aria-labelledby="team-seats-heading" data-testid="team-seats" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-5 sm:flex sm:items-start sm:justify-between">
      <div className="grid min-w-0 gap-1">
        <h2 id="team-seats-heading" className="text-base font-semibold text-slate-900">
          {company.name}
        </h2>
        <p className="text-sm text-slate-700">
          {company.membershipLevel > 0 ? t('seats.plan', { level: company.membershipLevel }) : t('seats.noPlan')}
        </p>
        <p className="text-sm font-medium text-slate-900" data-testid="team-seats-used">
          {t('seats.used', { used: seats.used, limit: seats.limit })}
        </p>
        <p className="text-sm text-slate-600">
          {seats.morePlan ? t('seats.morePlan', { title: seats.morePlan.title, count: seats.morePlan.accountLimit }) : t('seats.top')}
        </p>
      </div>
      <div className="grid justify-items-start gap-1 sm:justify-items-end">
        <Button onClick={onInvite}>{t('invite.open')}</Button>
        {full && <p className="text-xs text-slate-600">{t('seats.full')}</p>}
      </div>
    </section>
  );
}

const SEAT_TONE = { active: 'success', suspended: 'warning', removed: 'neutral' } as const;

function MembersTable({
  members,
  busy,
  onSeat,
  onRemove,
  onTransfer,
}: {
  members: TeamMember[];
  busy: string | null;
  onSeat: (member: TeamMember, seat: 'active' | 'suspended') => void;
  onRemove: (member: TeamMember) => void;
  onTransfer: (member: TeamMember) => void;
}) {
  const t = useTranslations('team');
  const locale = useLocale();
  return (
    <section aria-labelledby="team-members-heading" className="grid gap-3">
      <h2 id="team-members-heading" className="text-base font-semibold text-slate-900">
        {t('members.heading')}
      </h2>
      <ul className="grid gap-3" data-testid="team-members">
        {members.map((member) => {
          const owner = member.companyRole === 'owner';
          return (
            <li key={member.id} data-testid="team-member" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-slate-900">{member.name}</span>
                <Badge tone={owner ? 'info' : 'neutral'}>{t(`roles.${member.companyRole}`)}</Badge>
                <Badge tone={SEAT_TONE[member.seatState]}>{t(`seatStates.${member.seatState}`)}</Badge>
              </div>
              <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
                <div className="grid gap-0.5">
                  <dt className="text-slate-500">{t('members.mobile')}</dt>
                  <dd className="text-slate-900 tabular-nums">{member.mobile}</dd>
                </div>
                <div className="grid gap-0.5">
                  <dt className="text-slate-500">{t('members.lastSignIn')}</dt>
                  <dd className="text-slate-900">{member.lastSignInAt ? formatDateTime(member.lastSignInAt, locale) : t('members.never')}</dd>
                </div>
                <div className="grid gap-0.5">
                  <dt className="text-slate-500">{t('members.joined')}</dt>
                  <dd className="text-slate-900">{formatDate(member.joinedAt, locale)}</dd>
                </div>
              </dl>
              {!owner && member.seatState !== 'removed' && (
                <div className="flex flex-wrap gap-2">
                  {member.seatState === 'active' ? (
                    <Button variant="outline" size="sm" disabled={busy !== null} aria-label={t('seat.suspendLabel', { name: member.name })} onClick={() => onSeat(member, 'suspended')}>
                      {t('seat.suspend')}
                    </Button>
                  ) : (
                    <Button variant="outline" size="sm" disabled={busy !== null} aria-label={t('seat.giveLabel', { name: member.name })} onClick={() => onSeat(member, 'active')}>
                      {t('seat.give')}
                    </Button>
                  )}
                  {member.seatState === 'active' && (
                    <Button variant="outline" size="sm" disabled={busy !== null} aria-label={t('transfer.openLabel', { name: member.name })} onClick={() => onTransfer(member)}>
                      {t('transfer.open')}
                    </Button>
                  )}
                  <Button variant="outline" size="sm" disabled={busy !== null} aria-label={t('remove.openLabel', { name: member.name })} onClick={() => onRemove(member)} className="text-red-700 hover:border-red-600 hover:text-red-800">
                    {t('remove.open')}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function InvitationsList({ invitations, busy, onRevoke }: { invitations: TeamInvitation[]; busy: string | null; onRevoke: (invitation: TeamInvitation) => void }) {
  const t = useTranslations('team');
  const locale = useLocale();
  return (
    <section aria-labelledby="team-invitations-heading" className="grid gap-3">
      <h2 id="team-invitations-heading" className="text-base font-semibold text-slate-900">
        {t('invitations.heading')}
      </h2>
      {invitations.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-600">{t('invitations.empty')}</p>
      ) : (
        <ul className="grid gap-3" data-testid="team-invitations">
          {invitations.map((invitation) => (
            <li key={invitation.id} data-testid="team-invitation" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm">
              <div className="grid min-w-0 gap-0.5">
                <span className="font-semibold text-slate-900">{invitation.name}</span>
                <span className="text-slate-700 tabular-nums">{invitation.mobile}</span>
                <span className="text-slate-600">
                  {t('invitations.sentOn', { date: formatDate(invitation.createdAt, locale) })} · {t('invitations.expiresOn', { date: formatDate(invitation.expiresAt, locale) })}
                </span>
              </div>
              <Button variant="outline" size="sm" disabled={busy !== null} aria-label={t('invitations.revokeLabel', { name: invitation.name })} onClick={() => onRevoke(invitation)}>
                {t('invitations.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
