//! Every public path of the library as of 2026-11-28 (before src/ was
//! grouped by subject) still resolves: each module at the crate root
//! (`grundy::heap`, `grundy::games::lasker`, `grundy::lasker`), and every
//! public top-level item of each module, plus every `grundy::..` path the
//! pages and doc comments showed that day. The list was made from the tree
//! at 450f78c (`pub` items by module file, and a grep of README.md, docs/,
//! src/, tests/, tools/ and benches/), keeping what compiled then; each path
//! sits in a module of its own, since many modules export the same name
//! (`first_player_wins`). A path that stops resolving fails this file's
//! build, so `cargo test` fails.
#![allow(unused_imports, deprecated)]

mod p0 {
    use grundy::anti_sg;
}
mod p1 {
    use grundy::anti_sg::MisereSearch;
}
mod p2 {
    use grundy::anti_sg::first_player_wins_anti_sg;
}
mod p3 {
    use grundy::berzerk;
}
mod p4 {
    use grundy::berzerk::berzerk;
}
mod p5 {
    use grundy::berzerk::berzerk_by_moves;
}
mod p6 {
    use grundy::blocks::FloorBlocks;
}
mod p7 {
    use grundy::blocks::floor_blocks;
}
mod p8 {
    use grundy::blocks::floor_blocks_from;
}
mod p9 {
    use grundy::board::grundy_table;
}
mod p10 {
    use grundy::boxes;
}
mod p11 {
    use grundy::boxes::first_player_wins;
}
mod p12 {
    use grundy::bridges;
}
mod p13 {
    use grundy::bridges::first_player_wins;
}
mod p14 {
    use grundy::bridges::grundy_value;
}
mod p15 {
    use grundy::capacity;
}
mod p16 {
    use grundy::capacity::capacity_move_to;
}
mod p17 {
    use grundy::capacity::capacity_value;
}
mod p18 {
    use grundy::coins;
}
mod p19 {
    use grundy::coins::heads_value;
}
mod p20 {
    use grundy::coins::mock_turtles;
}
mod p21 {
    use grundy::coins::mock_turtles_winning_moves;
}
mod p22 {
    use grundy::coins::ruler;
}
mod p23 {
    use grundy::coins::ruler_winning_moves;
}
mod p24 {
    use grundy::coins::turn_up_to;
}
mod p25 {
    use grundy::coins::turning_turtles;
}
mod p26 {
    use grundy::coins::turning_turtles_winning_moves;
}
mod p27 {
    use grundy::coins::twins;
}
mod p28 {
    use grundy::coins::twins_winning_moves;
}
mod p29 {
    use grundy::euclid;
}
mod p30 {
    use grundy::euclid::first_player_wins;
}
mod p31 {
    use grundy::every_sg;
}
mod p32 {
    use grundy::every_sg::EverySg;
}
mod p33 {
    use grundy::fibonacci_nim;
}
mod p34 {
    use grundy::fibonacci_nim::first_player_wins;
}
mod p35 {
    use grundy::fibonacci_nim::is_fibonacci;
}
mod p36 {
    use grundy::fibonacci_nim::winning_take;
}
mod p37 {
    use grundy::fibonacci_nim::zeckendorf;
}
mod p38 {
    use grundy::forbidden;
}
mod p39 {
    use grundy::forbidden::ForbiddenNim;
}
mod p40 {
    use grundy::fxhash;
}
mod p41 {
    use grundy::fxhash::FxBuildHasher;
}
mod p42 {
    use grundy::fxhash::FxHashMap;
}
mod p43 {
    use grundy::fxhash::FxHashSet;
}
mod p44 {
    use grundy::fxhash::FxHasher;
}
mod p45 {
    use grundy::game;
}
mod p46 {
    use grundy::game::Game;
}
mod p47 {
    use grundy::game::Grundy;
}
mod p48 {
    use grundy::game::HeapGame;
}
mod p49 {
    use grundy::game::ImmediateOutcome;
}
mod p50 {
    use grundy::game::SumMove;
}
mod p51 {
    use grundy::game::cancel_pairs;
}
mod p52 {
    use grundy::game::dag_values;
}
mod p53 {
    use grundy::game::game_fn;
}
mod p54 {
    use grundy::game::game_push;
}
mod p55 {
    use grundy::game::heap_game;
}
mod p56 {
    use grundy::games;
}
mod p57 {
    use grundy::games::berzerk;
}
mod p58 {
    use grundy::games::berzerk::berzerk;
}
mod p59 {
    use grundy::games::berzerk::berzerk_by_moves;
}
mod p60 {
    use grundy::games::boxes;
}
mod p61 {
    use grundy::games::boxes::count_splits_to_value;
}
mod p62 {
    use grundy::games::boxes::first_player_wins;
}
mod p63 {
    use grundy::games::boxes::grundy_value;
}
mod p64 {
    use grundy::games::boxes::split_to_value;
}
mod p65 {
    use grundy::games::boxes::winning_moves;
}
mod p66 {
    use grundy::games::bridges;
}
mod p67 {
    use grundy::games::bridges::first_player_wins;
}
mod p68 {
    use grundy::games::bridges::grundy_value;
}
mod p69 {
    use grundy::games::euclid;
}
mod p70 {
    use grundy::games::euclid::first_player_wins;
}
mod p71 {
    use grundy::games::lasker;
}
mod p72 {
    use grundy::games::lasker::first_player_wins;
}
mod p73 {
    use grundy::games::lasker::grundy;
}
mod p74 {
    use grundy::games::marbles;
}
mod p75 {
    use grundy::games::marbles::first_player_wins_sums;
}
mod p76 {
    use grundy::games::pieces;
}
mod p77 {
    use grundy::games::pieces::Piece;
}
mod p78 {
    use grundy::games::pieces::Piece::Palace;
}
mod p79 {
    use grundy::games::pieces::first_player_wins;
}
mod p80 {
    use grundy::games::pieces::grundy_value;
}
mod p81 {
    use grundy::games::rectangle;
}
mod p82 {
    use grundy::games::rectangle::wall_grundy;
}
mod p83 {
    use grundy::games::residue;
}
mod p84 {
    use grundy::games::residue::POWERS_OF_FOUR;
}
mod p85 {
    use grundy::games::residue::ResidueProof;
}
mod p86 {
    use grundy::games::stones;
}
mod p87 {
    use grundy::games::stones::first_player_wins_by_period;
}
mod p88 {
    use grundy::games::stones::misere_first_player_wins;
}
mod p89 {
    use grundy::games::stones::second_player_wins_up_to;
}
mod p90 {
    use grundy::hackenbush;
}
mod p91 {
    use grundy::hackenbush::green;
}
mod p92 {
    use grundy::hackenbush::tree_values;
}
mod p93 {
    use grundy::hackenbush::winning_cuts;
}
mod p94 {
    use grundy::heap;
}
mod p95 {
    use grundy::heap::HeapGame;
}
mod p96 {
    use grundy::heap::OptionValues;
}
mod p97 {
    use grundy::heap::Play;
}
mod p98 {
    use grundy::heap::heap_game;
}
mod p99 {
    use grundy::heap::heap_table;
}
mod p100 {
    use grundy::heap::heap_table_by_values;
}
mod p101 {
    use grundy::heap::interval_table;
}
mod p102 {
    use grundy::heap::outcomes;
}
mod p103 {
    use grundy::input;
}
mod p104 {
    use grundy::input::CHUNK;
}
mod p105 {
    use grundy::input::ChunkSource;
}
mod p106 {
    use grundy::input::SHOWN;
}
mod p107 {
    use grundy::input::SharedStdin;
}
mod p108 {
    use grundy::input::check_all;
}
mod p109 {
    use grundy::input::check_nth;
}
mod p110 {
    use grundy::input::check_range;
}
mod p111 {
    use grundy::input::ensure;
}
mod p112 {
    use grundy::input::ensure_end;
}
mod p113 {
    use grundy::input::install_error_hook;
}
mod p114 {
    use grundy::input::shared_stdin;
}
mod p115 {
    use grundy::input::shown;
}
mod p116 {
    use grundy::input::stdin_source;
}
mod p117 {
    use grundy::lasker;
}
mod p118 {
    use grundy::lasker::first_player_wins;
}
mod p119 {
    use grundy::lasker::grundy;
}
mod p120 {
    use grundy::marbles;
}
mod p121 {
    use grundy::marbles::first_player_wins_sums;
}
mod p122 {
    use grundy::memory::count_through;
}
mod p123 {
    use grundy::memory::filled;
}
mod p124 {
    use grundy::memory::room_for;
}
mod p125 {
    use grundy::memory::with_room;
}
mod p126 {
    use grundy::mex;
}
mod p127 {
    use grundy::mex::MexSet;
}
mod p128 {
    use grundy::mex::mex;
}
mod p129 {
    use grundy::mex::mex_mask;
}
mod p130 {
    use grundy::moore;
}
mod p131 {
    use grundy::moore::moore_lost;
}
mod p132 {
    use grundy::moore::moore_lost_count;
}
mod p133 {
    use grundy::moore::moore_lost_count_total;
}
mod p134 {
    use grundy::moore::moore_winning_move;
}
mod p135 {
    use grundy::nim;
}
mod p136 {
    use grundy::nim::first_player_wins;
}
mod p137 {
    use grundy::nim::first_player_wins_misere;
}
mod p138 {
    use grundy::nim::moore_lost;
}
mod p139 {
    use grundy::nim::moore_winning_move;
}
mod p140 {
    use grundy::nim::nim_inverse;
}
mod p141 {
    use grundy::nim::nim_pow;
}
mod p142 {
    use grundy::nim::nim_product;
}
mod p143 {
    use grundy::nim::nim_square;
}
mod p144 {
    use grundy::nim::nim_sum;
}
mod p145 {
    use grundy::nim::staircase_value;
}
mod p146 {
    use grundy::nim::staircase_winning_moves;
}
mod p147 {
    use grundy::nim::winning_moves;
}
mod p148 {
    use grundy::nimber;
}
mod p149 {
    use grundy::nimber::nim_inverse;
}
mod p150 {
    use grundy::nimber::nim_pow;
}
mod p151 {
    use grundy::nimber::nim_product;
}
mod p152 {
    use grundy::nimber::nim_square;
}
mod p153 {
    use grundy::numeric;
}
mod p154 {
    use grundy::numeric::ceil_iroot;
}
mod p155 {
    use grundy::numeric::ceil_iroot_u64;
}
mod p156 {
    use grundy::numeric::ceil_isqrt;
}
mod p157 {
    use grundy::numeric::ceil_isqrt_u64;
}
mod p158 {
    use grundy::numeric::iroot;
}
mod p159 {
    use grundy::numeric::iroot_u64;
}
mod p160 {
    use grundy::numeric::isqrt;
}
mod p161 {
    use grundy::numeric::isqrt_u64;
}
mod p162 {
    use grundy::octal;
}
mod p163 {
    use grundy::octal::OctalGame;
}
mod p164 {
    use grundy::octal::certify;
}
mod p165 {
    use grundy::octal::certify::GuySmithWatch;
}
mod p166 {
    use grundy::octal::certify::periodic_table;
}
mod p167 {
    use grundy::octal::guy_smith_period;
}
mod p168 {
    use grundy::octal::guy_smith_period_of;
}
mod p169 {
    use grundy::octal::sparse;
}
mod p170 {
    use grundy::octal::sparse::OctalValues;
}
mod p171 {
    use grundy::octal::store;
}
mod p172 {
    use grundy::octal::store::Values;
}
mod p173 {
    use grundy::partizan;
}
mod p174 {
    use grundy::partizan::Canonical;
}
mod p175 {
    use grundy::partizan::Dyadic;
}
mod p176 {
    use grundy::partizan::Outcome;
}
mod p177 {
    use grundy::partizan::Solver;
}
mod p178 {
    use grundy::partizan::canonical;
}
mod p179 {
    use grundy::partizan::canonical::Canonical;
}
mod p180 {
    use grundy::partizan::canonical::GameId;
}
mod p181 {
    use grundy::partizan::canonical::MAX_INTEGER;
}
mod p182 {
    use grundy::partizan::dyadic;
}
mod p183 {
    use grundy::partizan::dyadic::Dyadic;
}
mod p184 {
    use grundy::partizan::dyadic::MAX_EXP;
}
mod p185 {
    use grundy::partizan::game;
}
mod p186 {
    use grundy::partizan::game::FnPartizan;
}
mod p187 {
    use grundy::partizan::game::Fold;
}
mod p188 {
    use grundy::partizan::game::Numbers;
}
mod p189 {
    use grundy::partizan::game::Partizan;
}
mod p190 {
    use grundy::partizan::game::Solver;
}
mod p191 {
    use grundy::partizan::game::ValueError;
}
mod p192 {
    use grundy::partizan::game::partizan_fn;
}
mod p193 {
    use grundy::partizan::hackenbush;
}
mod p194 {
    use grundy::partizan::hackenbush::Colour;
}
mod p195 {
    use grundy::partizan::hackenbush::Hackenbush;
}
mod p196 {
    use grundy::partizan::hackenbush::stalk;
}
mod p197 {
    use grundy::partizan::hackenbush::tree;
}
mod p198 {
    use grundy::partizan::number_nimber;
}
mod p199 {
    use grundy::partizan::number_nimber::NumberNimber;
}
mod p200 {
    use grundy::partizan::number_nimber::NumberNimbers;
}
mod p201 {
    use grundy::period;
}
mod p202 {
    use grundy::period::Evidence;
}
mod p203 {
    use grundy::period::NotProven;
}
mod p204 {
    use grundy::period::Period;
}
mod p205 {
    use grundy::period::Theorem;
}
mod p206 {
    use grundy::period::least_period_where;
}
mod p207 {
    use grundy::period::observed_period;
}
mod p211 {
    use grundy::period::suffix_periods;
}
mod p212 {
    use grundy::period::until_proven;
}
mod p213 {
    use grundy::period::window_period;
}
mod p214 {
    use grundy::pieces;
}
mod p215 {
    use grundy::pieces::Piece;
}
mod p216 {
    use grundy::pieces::first_player_wins;
}
mod p217 {
    use grundy::pieces::grundy_value;
}
mod p218 {
    use grundy::rectangle;
}
mod p219 {
    use grundy::rectangle::wall_grundy;
}
mod p220 {
    use grundy::residue;
}
mod p221 {
    use grundy::residue::POWERS_OF_FOUR;
}
mod p222 {
    use grundy::residue::ResidueProof;
}
mod p223 {
    use grundy::retrograde;
}
mod p224 {
    use grundy::retrograde::Outcome;
}
mod p225 {
    use grundy::retrograde::retrograde;
}
mod p226 {
    use grundy::retrograde::retrograde_edges;
}
mod p227 {
    use grundy::segments::Segments;
}
mod p228 {
    use grundy::staircase;
}
mod p229 {
    use grundy::staircase::row_steps;
}
mod p230 {
    use grundy::staircase::row_winning_moves;
}
mod p231 {
    use grundy::staircase::staircase_value;
}
mod p232 {
    use grundy::staircase::staircase_winning_moves;
}
mod p233 {
    use grundy::stones;
}
mod p234 {
    use grundy::stones::first_player_wins_by_period;
}
mod p235 {
    use grundy::stones::misere_first_player_wins;
}
mod p236 {
    use grundy::stones::second_player_wins_up_to;
}
mod p237 {
    use grundy::subtraction;
}
mod p238 {
    use grundy::subtraction::fibonacci_masks;
}
mod p239 {
    use grundy::subtraction::fibonacci_moves;
}
mod p240 {
    use grundy::subtraction::fibonacci_table;
}
mod p241 {
    use grundy::subtraction::one_hot_table;
}
mod p242 {
    use grundy::subtraction::subtraction_outcome_period;
}
mod p243 {
    use grundy::subtraction::subtraction_period;
}
mod p244 {
    use grundy::subtraction::subtraction_period_within;
}
mod p245 {
    use grundy::subtraction::subtraction_table;
}
mod p246 {
    use grundy::take_range;
}
mod p247 {
    use grundy::take_range::first_player_wins;
}
mod p248 {
    use grundy::take_range::take_range_value;
}
mod p249 {
    use grundy::take_range::winning_takes;
}
mod p250 {
    use grundy::welter;
}
mod p251 {
    use grundy::welter::welter_value;
}
mod p252 {
    use grundy::welter::welter_winning_moves;
}
mod p253 {
    use grundy::wythoff;
}
mod p254 {
    use grundy::wythoff::is_lost;
}
mod p255 {
    use grundy::wythoff::isqrt;
}
mod p256 {
    use grundy::wythoff::lost_pair;
}
mod p257 {
    use grundy::wythoff::winning_moves;
}
