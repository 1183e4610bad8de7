import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121215045_initial } from './Migration20261121215045_initial';
import { Migration20261121215605_rate_limits } from './Migration20261121215605_rate_limits';
import { Migration20261121222840_due_list_index } from './Migration20261121222840_due_list_index';
import { Migration20261122090000_card_pages_index } from './Migration20261122090000_card_pages_index';
import { Migration20261123130700_known_time_zones } from './Migration20261123130700_known_time_zones';
import { Migration20261123130826_reset_token_index } from './Migration20261123130826_reset_token_index';
import { Migration20261123130833_api_token_expiry } from './Migration20261123130833_api_token_expiry';
import { Migration20261123130834_study_days } from './Migration20261123130834_study_days';
import { Migration20261123131051_folder_counters } from './Migration20261123131051_folder_counters';
import { Migration20261123135125_card_search_trigrams } from './Migration20261123135125_card_search_trigrams';
import { Migration20261123140339_fsrs } from './Migration20261123140339_fsrs';
import { Migration20261123152600_sessions_user_index } from './Migration20261123152600_sessions_user_index';
import { Migration20261123152736_review_days } from './Migration20261123152736_review_days';
import { Migration20261123152813_parameter_fits } from './Migration20261123152813_parameter_fits';
import { Migration20261123152821_client_ids } from './Migration20261123152821_client_ids';
import { Migration20261123153013_api_token_scopes } from './Migration20261123153013_api_token_scopes';
import { Migration20261123153501_card_intervals } from './Migration20261123153501_card_intervals';
import { Migration20261123154000_imports } from './Migration20261123154000_imports';
import { Migration20261123203646_card_search_gist } from './Migration20261123203646_card_search_gist';
import { Migration20261125170000_markdown_cards } from './Migration20261125170000_markdown_cards';
import { Migration20261125180000_media } from './Migration20261125180000_media';

/** Every migration, in order. Listed explicitly so they load the same way under Node, swc and jest. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121215045_initial', class: Migration20261121215045_initial },
  { name: 'Migration20261121215605_rate_limits', class: Migration20261121215605_rate_limits },
  { name: 'Migration20261121222840_due_list_index', class: Migration20261121222840_due_list_index },
  { name: 'Migration20261122090000_card_pages_index', class: Migration20261122090000_card_pages_index },
  { name: 'Migration20261123130700_known_time_zones', class: Migration20261123130700_known_time_zones },
  { name: 'Migration20261123130826_reset_token_index', class: Migration20261123130826_reset_token_index },
  { name: 'Migration20261123130833_api_token_expiry', class: Migration20261123130833_api_token_expiry },
  { name: 'Migration20261123130834_study_days', class: Migration20261123130834_study_days },
  { name: 'Migration20261123131051_folder_counters', class: Migration20261123131051_folder_counters },
  { name: 'Migration20261123135125_card_search_trigrams', class: Migration20261123135125_card_search_trigrams },
  { name: 'Migration20261123140339_fsrs', class: Migration20261123140339_fsrs },
  { name: 'Migration20261123152600_sessions_user_index', class: Migration20261123152600_sessions_user_index },
  { name: 'Migration20261123152736_review_days', class: Migration20261123152736_review_days },
  { name: 'Migration20261123152813_parameter_fits', class: Migration20261123152813_parameter_fits },
  { name: 'Migration20261123152821_client_ids', class: Migration20261123152821_client_ids },
  { name: 'Migration20261123153013_api_token_scopes', class: Migration20261123153013_api_token_scopes },
  { name: 'Migration20261123153501_card_intervals', class: Migration20261123153501_card_intervals },
  { name: 'Migration20261123154000_imports', class: Migration20261123154000_imports },
  { name: 'Migration20261123203646_card_search_gist', class: Migration20261123203646_card_search_gist },
  { name: 'Migration20261125170000_markdown_cards', class: Migration20261125170000_markdown_cards },
  { name: 'Migration20261125180000_media', class: Migration20261125180000_media },
];
