import type { Migration } from 'kysely';
import * as usersAndLoginSessions from './2026_11_21_001_users_and_login_sessions.ts';
import * as roomsAndMembers from './2026_11_21_002_rooms_and_members.ts';
import * as sessionsAndSubmissions from './2026_11_21_003_sessions_and_submissions.ts';
import * as ballotsAndVotes from './2026_11_21_004_ballots_and_votes.ts';
import * as userTimeZone from './2026_11_23_005_user_time_zone.ts';
import * as watchParty from './2026_11_23_006_watch_party.ts';
import * as voteComments from './2026_11_23_009_vote_comments.ts';
import * as idempotency from './2026_11_23_010_idempotency.ts';
import * as leagueSettings from './2026_11_23_011_league_settings.ts';
import * as notifications from './2026_11_23_012_notifications.ts';
import * as roomScheduleSettings from './2026_11_23_013_room_schedule_settings.ts';
import * as displayNames from './2026_11_23_014_display_names.ts';
import * as mailOutbox from './2026_11_26_015_mail_outbox.ts';
import * as deletedAccounts from './2026_11_26_020_deleted_accounts.ts';
import * as seasons from './2026_11_26_030_seasons.ts';
import * as revealAndConversation from './2026_11_26_040_reveal_and_conversation.ts';
import * as submissionTitleSource from './2026_11_26_045_submission_title_source.ts';
import * as calendarFeedsFollowMembership from './2026_11_26_050_calendar_feeds_follow_membership.ts';
import * as unsubscribeKeys from './2026_11_26_051_unsubscribe_keys.ts';
import * as push from './2026_11_26_060_push.ts';
import * as removalsInvitesDigests from './2026_11_26_080_removals_invites_digests.ts';
import * as pushDevicesFollowSignIn from './2026_11_26_100_push_devices_follow_sign_in.ts';
import * as noticeIsItsClaim from './2026_11_27_110_notice_is_its_claim.ts';
import * as sessionNoticesCheckOneKeyLess from './2026_11_27_120_session_notices_check_one_key_less.ts';
import * as sessionChecksAsDomains from './2026_11_29_130_session_checks_as_domains.ts';
import * as noticesFollowByTrigger from './2026_11_29_140_notices_follow_by_trigger.ts';
import * as resultsNoticesClaimedBySession from './2026_11_29_150_results_notices_claimed_by_session.ts';
import * as resultsNoticePerSession from './2026_11_29_160_results_notice_per_session.ts';

// Listed statically so the same migrations run under tsx, vitest and a bundle alike.
// Names sort in the order they must run; add new files at the end.
export const migrations: Record<string, Migration> = {
  '2026_11_21_001_users_and_login_sessions': usersAndLoginSessions,
  '2026_11_21_002_rooms_and_members': roomsAndMembers,
  '2026_11_21_003_sessions_and_submissions': sessionsAndSubmissions,
  '2026_11_21_004_ballots_and_votes': ballotsAndVotes,
  '2026_11_23_005_user_time_zone': userTimeZone,
  '2026_11_23_006_watch_party': watchParty,
  '2026_11_23_009_vote_comments': voteComments,
  '2026_11_23_010_idempotency': idempotency,
  '2026_11_23_011_league_settings': leagueSettings,
  '2026_11_23_012_notifications': notifications,
  '2026_11_23_013_room_schedule_settings': roomScheduleSettings,
  '2026_11_23_014_display_names': displayNames,
  '2026_11_26_015_mail_outbox': mailOutbox,
  '2026_11_26_020_deleted_accounts': deletedAccounts,
  '2026_11_26_030_seasons': seasons,
  '2026_11_26_040_reveal_and_conversation': revealAndConversation,
  '2026_11_26_045_submission_title_source': submissionTitleSource,
  '2026_11_26_050_calendar_feeds_follow_membership': calendarFeedsFollowMembership,
  '2026_11_26_051_unsubscribe_keys': unsubscribeKeys,
  '2026_11_26_060_push': push,
  '2026_11_26_080_removals_invites_digests': removalsInvitesDigests,
  '2026_11_26_100_push_devices_follow_sign_in': pushDevicesFollowSignIn,
  '2026_11_27_110_notice_is_its_claim': noticeIsItsClaim,
  '2026_11_27_120_session_notices_check_one_key_less': sessionNoticesCheckOneKeyLess,
  '2026_11_29_130_session_checks_as_domains': sessionChecksAsDomains,
  '2026_11_29_140_notices_follow_by_trigger': noticesFollowByTrigger,
  '2026_11_29_150_results_notices_claimed_by_session': resultsNoticesClaimedBySession,
  '2026_11_29_160_results_notice_per_session': resultsNoticePerSession,
};
