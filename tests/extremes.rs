//! Every public function family of the library at the extremes of its
//! arguments (`usize::MAX`, `u64::MAX`, 0, empty): each call either returns
//! the right value (worked out by hand, from the rules by a brute force, or
//! from a cited theorem) or panics with the message its `# Panics` section
//! documents. Never an overflow (a debug panic here, a wrapped wrong value in
//! a release build), an index error or an abort on allocation.
//!
//! The tables and periods of `memory` and `period` have their own tests
//! (`src/judge/memory.rs`, `src/impartial/period.rs`).

use rand::{rngs::StdRng, Rng, SeedableRng};
use std::panic::{catch_unwind, UnwindSafe};

/// The message of the panic `f` ends with, or `None` if it returns.
fn panic_message<R>(f: impl FnOnce() -> R + UnwindSafe) -> Option<String> {
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let got = catch_unwind(f);
    std::panic::set_hook(hook);
    got.err().map(|e| match e.downcast::<String>() {
        Ok(s) => *s,
        Err(e) => e
            .downcast::<&str>()
            .map_or(String::new(), |s| s.to_string()),
    })
}

/// Asserts that `f` panics with a message containing every one of `parts`.
#[track_caller]
fn assert_panics<R>(what: &str, parts: &[&str], f: impl FnOnce() -> R + UnwindSafe) {
    let msg = panic_message(f).unwrap_or_else(|| panic!("{what}: returned instead of panicking"));
    for part in parts {
        assert!(
            msg.contains(part),
            "{what}: the message `{msg}` lacks `{part}`"
        );
    }
}

/// The memory message of `crate::memory` (or of a builder that follows it).
const NO_ROOM: &str = "does not fit in memory";
const TOO_MANY: &str = "more than usize::MAX entries";

/// Asserts a panic with `what`'s memory message: too large for the memory,
/// or for `usize`.
#[track_caller]
fn assert_no_room<R>(what: &str, f: impl FnOnce() -> R + UnwindSafe) {
    let msg = panic_message(f).unwrap_or_else(|| panic!("{what}: returned instead of panicking"));
    assert!(
        msg.starts_with(what) && (msg.contains(NO_ROOM) || msg.contains(TOO_MANY)),
        "{what}: the message `{msg}` is not the memory message"
    );
}

/// Lengths no table can have: the memory test's list, from 2^50 values on.
const HUGE: [usize; 4] = [1 << 50, usize::MAX / 2, usize::MAX - 1, usize::MAX];

#[test]
fn mex_at_the_extremes() {
    use grundy::mex::{mex, mex_mask, MexSet};
    assert_eq!(mex_mask(0), 0);
    assert_eq!(mex_mask(u64::MAX), 64);
    assert_eq!(mex_mask(u64::MAX >> 1), 63);
    assert_eq!(mex(Vec::<usize>::new()), 0);
    assert_eq!(mex([usize::MAX]), 0);
    assert_eq!(mex([usize::MAX, 0, usize::MAX - 1]), 1);
    // MexSet against the definition, with huge values among small ones.
    let mut rng = StdRng::seed_from_u64(3104);
    let mut set = MexSet::new();
    for round in 0..200 {
        let values: Vec<usize> = (0..rng.random_range(0..40))
            .map(|_| match rng.random_range(0..4) {
                0 => rng.random_range(0..1 << 16),
                _ => rng.random_range(0..20),
            })
            .collect();
        values.iter().for_each(|&v| set.insert(v));
        let want = (0..).find(|v| !values.contains(v)).unwrap();
        assert_eq!(set.take_mex(), want, "round {round}: {values:?}");
    }
    // A value whose bitset cannot be had: a clear panic, not an abort.
    for v in [usize::MAX / 2, usize::MAX] {
        assert_panics(
            "MexSet::insert",
            &["MexSet", "more than memory"],
            move || MexSet::new().insert(v),
        );
    }
}

/// `a ⊗ b` for `a, b < 2^(2 half)` by the Fermat 2-power split of the
/// definition (ONAG ch. 6): with `F = 2^half`, `F ⊗ F = F ⊕ F / 2`, so
/// `(a1 F ⊕ a0)(b1 F ⊕ b0) = (a1 b1 ⊕ a1 b0 ⊕ a0 b1) F ⊕ a0 b0 ⊕ a1 b1 ⊗ F / 2`.
/// Slow (no tables), independent of the library's.
fn nim_mul_ref(a: u64, b: u64, half: u32) -> u64 {
    if half == 0 {
        return a & b;
    }
    let f = 1u64 << half;
    let mask = f - 1;
    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
    let hh = nim_mul_ref(a1, b1, half / 2);
    let high = hh ^ nim_mul_ref(a1, b0, half / 2) ^ nim_mul_ref(a0, b1, half / 2);
    let low = nim_mul_ref(a0, b0, half / 2) ^ nim_mul_ref(hh, f >> 1, half / 2);
    (high << half) ^ low
}

fn nim_ref(a: u64, b: u64) -> u64 {
    nim_mul_ref(a, b, 32)
}

#[test]
fn nimbers_at_the_extremes() {
    use grundy::nimber::{nim_inverse, nim_pow, nim_product, nim_square};
    // The reference itself on hand-worked products (ONAG): 2 ⊗ 2 = 3,
    // 16 ⊗ 16 = 24, 2^32 ⊗ 2^32 = 2^32 + 2^31.
    assert_eq!(nim_ref(2, 2), 3);
    assert_eq!(nim_ref(16, 16), 24);
    assert_eq!(nim_ref(1 << 32, 1 << 32), (1 << 32) + (1 << 31));
    let m = u64::MAX;
    let mut rng = StdRng::seed_from_u64(3105);
    let mut cases = vec![
        (m, m),
        (m, 0),
        (0, m),
        (m, 1),
        (1 << 63, 1 << 63),
        (m, 1 << 63),
    ];
    cases.extend((0..20).map(|_| (rng.random::<u64>() | 1 << 63, rng.random::<u64>())));
    for (a, b) in cases {
        assert_eq!(nim_product(a, b), nim_ref(a, b), "{a} ⊗ {b}");
        assert_eq!(nim_square(a), nim_ref(a, a), "{a} squared");
    }
    // The nonzero nimbers below 2^64 are a group of order 2^64 - 1.
    assert_eq!(nim_pow(m, m), 1);
    assert_eq!(nim_pow(m, 0), 1);
    assert_eq!(nim_pow(0, 0), 1);
    assert_eq!(nim_pow(0, m), 0);
    assert_eq!(nim_pow(m, 2), nim_ref(m, m));
    assert_eq!(nim_pow(m, 3), nim_ref(nim_ref(m, m), m));
    for a in [m, 1 << 63, m - 1, 2] {
        assert_eq!(nim_ref(a, nim_inverse(a)), 1, "inverse of {a}");
    }
    assert_panics("nim_inverse(0)", &["0 has no nim inverse"], || {
        nim_inverse(0)
    });
}

#[test]
fn nim_moore_and_staircase_at_the_extremes() {
    use grundy::moore::{moore_lost, moore_winning_move};
    use grundy::nim::{first_player_wins, first_player_wins_misere, nim_sum, winning_moves};
    use grundy::staircase::{staircase_value, staircase_winning_moves};
    let m = u64::MAX;
    assert_eq!(nim_sum(&[]), 0);
    assert_eq!(nim_sum(&[m, m]), 0);
    assert!(!first_player_wins(&[]));
    assert!(first_player_wins(&[m]));
    // Misère with no pile: the player to move cannot move, and wins.
    assert!(first_player_wins_misere(&[]));
    assert!(!first_player_wins_misere(&[1]));
    assert!(first_player_wins_misere(&[m]));
    assert!(!first_player_wins_misere(&[m, m]));
    // [M, 2^63]: sum 2^63 - 1; only the M pile can drop to 2^63.
    assert_eq!(winning_moves(&[m, 1 << 63]), 1);
    assert_eq!(winning_moves(&[m, m - 1, 1]), 0);
    // Moore's Nim_k with k at least the number of piles: any nonzero pile
    // set can be emptied, so lost iff every pile is 0.
    for k in [3, usize::MAX - 1, usize::MAX] {
        assert!(moore_lost(&[], k));
        assert!(moore_lost(&[0, 0, 0], k));
        assert!(!moore_lost(&[m, 0, 1], k));
    }
    // Nim_1 is Nim.
    assert_eq!(
        moore_lost(&[m, m - 1, 1], 1),
        !first_player_wins(&[m, m - 1, 1])
    );
    let mut rng = StdRng::seed_from_u64(3106);
    for _ in 0..200 {
        let piles: Vec<u64> = (0..rng.random_range(1..6))
            .map(|_| match rng.random_range(0..3) {
                0 => m - rng.random_range(0..4),
                1 => rng.random_range(0..4),
                _ => rng.random(),
            })
            .collect();
        let k = [1, 2, 3, usize::MAX][rng.random_range(0..4)];
        match moore_winning_move(&piles, k) {
            None => assert!(moore_lost(&piles, k), "{piles:?}, k {k}"),
            Some(mv) => {
                // A move of the rules: 1..=k piles, each strictly lowered, to
                // a lost position (each bit count a multiple of k + 1).
                assert!(
                    !mv.is_empty() && mv.len() as u128 <= k as u128,
                    "{piles:?} {mv:?}"
                );
                let mut after = piles.clone();
                for &(i, v) in &mv {
                    assert!(v < piles[i], "{piles:?}, k {k}: {mv:?}");
                    after[i] = v;
                }
                for bit in 0..64 {
                    let c = after.iter().filter(|&&p| p >> bit & 1 == 1).count() as u128;
                    assert_eq!(c % (k as u128 + 1), 0, "{piles:?}, k {k}: {mv:?}");
                }
            }
        }
        // Staircase: a move takes c >= 1 coins from step i >= 1 down to
        // step i - 1; lost iff the odd steps XOR to 0 (coins on even steps
        // are dead), checked after every move given, in u128 (step i - 1 may
        // pass u64::MAX).
        let steps = piles;
        let odd_xor = |s: &[u128]| s.iter().skip(1).step_by(2).fold(0, |x, &c| x ^ c);
        let wide: Vec<u128> = steps.iter().map(|&c| u128::from(c)).collect();
        assert_eq!(u128::from(staircase_value(&steps)), odd_xor(&wide));
        let moves = staircase_winning_moves(&steps);
        assert_eq!(moves.is_empty(), odd_xor(&wide) == 0, "{steps:?}");
        for (i, c) in moves {
            assert!(i >= 1 && c >= 1 && c <= steps[i], "{steps:?}: ({i}, {c})");
            let mut after = wide.clone();
            after[i] -= u128::from(c);
            after[i - 1] += u128::from(c);
            assert_eq!(odd_xor(&after), 0, "{steps:?}: ({i}, {c})");
        }
    }
    assert_panics("moore_lost k = 0", &["k >= 1"], || moore_lost(&[1], 0));
    assert_panics("moore_winning_move k = 0", &["k >= 1"], || {
        moore_winning_move(&[1], 0)
    });
}

/// `(x * y)` as 256-bit `(high, low)`.
fn mul_wide(x: u128, y: u128) -> (u128, u128) {
    let m64 = u128::from(u64::MAX);
    let (x0, x1, y0, y1) = (x & m64, x >> 64, y & m64, y >> 64);
    let (p00, p01, p10, p11) = (x0 * y0, x0 * y1, x1 * y0, x1 * y1);
    let mid = (p00 >> 64) + (p01 & m64) + (p10 & m64);
    (
        (p11 + (p01 >> 64) + (p10 >> 64) + (mid >> 64)),
        (p00 & m64) | ((mid & m64) << 64),
    )
}

/// Whether `(a, b)` is lost in Wythoff's game by Wythoff's theorem:
/// `min = floor(d phi)` for `d = |a - b|`, that is `2 min - d < d sqrt 5 <
/// 2 min + 2 - d`, squared in 256-bit arithmetic (irrational for d > 0).
fn wythoff_lost(a: u64, b: u64) -> bool {
    let (lo, d) = (u128::from(a.min(b)), u128::from(a.max(b) - a.min(b)));
    if d == 0 {
        return lo == 0;
    }
    let five_d2 = mul_wide(5 * d, d);
    let below = 2 * lo < d || mul_wide(2 * lo - d, 2 * lo - d) < five_d2;
    let above = 2 * lo + 2 > d && five_d2 < mul_wide(2 * lo + 2 - d, 2 * lo + 2 - d);
    below && above
}

#[test]
fn wythoff_at_the_extremes() {
    use grundy::wythoff::{is_lost, isqrt, lost_pair, winning_moves};
    assert_eq!(isqrt(u128::MAX), u128::from(u64::MAX));
    assert_eq!(isqrt(u128::MAX - 1), u128::from(u64::MAX));
    assert_eq!(isqrt(1u128 << 126), 1 << 63);
    let last = 7_046_029_254_386_353_130;
    let (a, b) = lost_pair(last);
    assert!(wythoff_lost(a, b) && b == u64::MAX && b - a == last);
    assert_panics("lost_pair past u64", &["passes u64::MAX"], || {
        lost_pair(last + 1)
    });
    assert_panics("lost_pair(u64::MAX)", &["passes u64::MAX"], || {
        lost_pair(u64::MAX)
    });
    let m = u64::MAX;
    let mut rng = StdRng::seed_from_u64(3107);
    let mut cells = vec![
        (0, 0),
        (m, m),
        (m, 0),
        (0, m),
        (m - 1, m),
        (a, b),
        (b, a),
        (a - 1, b),
    ];
    cells.extend((0..100).map(|_| (m - rng.random_range(0..1 << 20), rng.random())));
    cells.extend((0..100).map(|_| {
        let (a, b) = lost_pair(rng.random_range(0..=last));
        (a, b.saturating_add(rng.random_range(0..3)))
    }));
    for (x, y) in cells {
        assert_eq!(is_lost(x, y), wythoff_lost(x, y), "({x}, {y})");
        let moves = winning_moves(x, y);
        assert_eq!(moves.is_empty(), wythoff_lost(x, y), "({x}, {y})");
        for (u, v) in moves {
            // A queen's move toward the corner, to a lost cell.
            let legal = (u == x && v < y) || (v == y && u < x) || (u < x && x - u == y - v);
            assert!(legal && wythoff_lost(u, v), "({x}, {y}) -> ({u}, {v})");
        }
    }
}

/// `g[0..=max]` of the subtraction game by its rule, with a set per pile.
fn subtraction_naive(moves: &[usize], max: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::new();
    for n in 0..=max {
        let opts: Vec<u64> = moves
            .iter()
            .filter(|&&s| s >= 1 && s <= n)
            .map(|&s| g[n - s])
            .collect();
        g.push((0..).find(|v| !opts.contains(v)).unwrap());
    }
    g
}

#[test]
fn subtraction_games_at_the_extremes() {
    use grundy::heap::Play;
    use grundy::subtraction::{
        fibonacci_masks, fibonacci_moves, fibonacci_table, one_hot_table,
        subtraction_outcome_period, subtraction_period, subtraction_period_within,
        subtraction_table,
    };
    let big = usize::MAX;
    // Moves that never apply, no move at all, the empty pile.
    assert_eq!(subtraction_table(&[big], 5), vec![0; 6]);
    assert_eq!(subtraction_table(&[], 3), vec![0; 4]);
    assert_eq!(subtraction_table(&[1], 0), vec![0]);
    assert_eq!(one_hot_table(&[big], 5), Some(vec![1; 6]));
    assert_eq!(one_hot_table(&[], 0), Some(vec![1]));
    let moves = [1, 2, big, big - 1];
    assert_eq!(
        subtraction_table(&moves, 6000),
        subtraction_naive(&moves, 6000)
    );
    let hot = one_hot_table(&moves, 6000).unwrap();
    assert!(hot
        .iter()
        .zip(subtraction_naive(&moves, 6000))
        .all(|(&m, g)| m == 1 << g));
    // F(2) = 1 to F(93) = 12200160415121876738 (OEIS A000045), the last
    // below 2^64; before, a saturated sum repeated usize::MAX forever.
    let all = fibonacci_moves(usize::MAX);
    assert_eq!(
        (all.len(), all.last()),
        (92, Some(&12_200_160_415_121_876_738))
    );
    assert!(all.windows(3).all(|w| w[0] + w[1] == w[2]));
    assert_eq!(fibonacci_moves(usize::MAX - 1), all);
    assert_eq!(fibonacci_moves(12_200_160_415_121_876_737).len(), 91);
    assert_eq!(fibonacci_table(0), vec![0]);
    assert_eq!(fibonacci_masks(0), vec![1]);
    // With no move every pile is lost: period 1 from the start.
    let (g, p) = subtraction_period(&[]);
    assert!(g.iter().all(|&v| v == 0) && (p.pre, p.period) == (0, 1));
    let (g, p) = subtraction_period(&[0, 1, 1]);
    assert_eq!((g[..3].to_vec(), p.pre, p.period), (vec![0, 1, 0], 0, 2));
    // Tables no memory holds: the memory message at once, never an abort, a
    // wrapped size (one_hot_table once returned Some(vec![]) for usize::MAX
    // in a release build) or an index error.
    for len in HUGE {
        assert_no_room("subtraction_table", move || subtraction_table(&[1], len));
        assert_no_room("one_hot_table", move || one_hot_table(&[1, 2], len));
        assert_no_room("one_hot_table", move || fibonacci_table(len));
        assert_no_room("one_hot_table", move || fibonacci_masks(len));
    }
    // A move so long that the proof's window cannot be held: before, the
    // table doubled until the allocator aborted the process.
    for s in [1 << 50, big / 2, big] {
        assert_no_room("subtraction_period", move || subtraction_period(&[1, s]));
        assert_no_room("subtraction_outcome_period", move || {
            subtraction_outcome_period(&[s], Play::Normal)
        });
        assert_no_room("subtraction_outcome_period", move || {
            subtraction_outcome_period(&[2, s], Play::Misere)
        });
        // Within a bound, no proof can fit: None at once.
        assert!(subtraction_period_within(&[s], 1 << 20).is_none());
    }
    assert!(subtraction_period_within(&[1000], 1000).is_none());
    assert!(subtraction_period_within(&[3], 0).is_none());
    assert!(subtraction_period_within(&[1, big], big).is_none());
    let many: Vec<usize> = (1..=256).collect();
    assert_panics("256 moves", &["256 moves"], move || {
        subtraction_table(&many, 3)
    });
}

#[test]
fn stones_and_marbles_at_the_extremes() {
    use grundy::games::marbles::first_player_wins_sums;
    use grundy::games::stones::{
        first_player_wins_by_period, misere_first_player_wins, second_player_wins_up_to,
    };
    let m = u64::MAX;
    // BOJ 9660 (problems.md): take 1, 3 or 4; lost exactly at n = 0, 2 mod 7.
    // 2^64 = 2 mod 7 (2^3 = 1), so u64::MAX = 1 mod 7: won.
    for n in [m, m - 1, m - 2, m - 6, 0] {
        let lost = n % 7 == 0 || n % 7 == 2;
        assert_eq!(first_player_wins_by_period(&[1, 3, 4], n), !lost, "n = {n}");
    }
    // The lost n in 1..=M: n = 7k (k >= 1) and n = 7k + 2.
    let mm = u128::from(m);
    let want = mm / 7 + (mm - 2) / 7 + 1;
    assert_eq!(u128::from(second_player_wins_up_to(&[1, 3, 4], m)), want);
    assert_eq!(second_player_wins_up_to(&[1, 3, 4], 0), 0);
    // No move at all: every pile lost (normal), won (misère).
    assert!(!first_player_wins_by_period(&[], m));
    assert_eq!(second_player_wins_up_to(&[], m), m);
    assert!(misere_first_player_wins(&[], 0));
    assert!(misere_first_player_wins(&[usize::MAX], 3));
    assert_no_room("misere_first_player_wins", || {
        misere_first_player_wins(&[1], usize::MAX)
    });
    assert_no_room("outcomes", || {
        misere_first_player_wins(&[1], usize::MAX - 1)
    });
    assert_no_room("subtraction_outcome_period", || {
        first_player_wins_by_period(&[usize::MAX], 5)
    });
    assert_no_room("subtraction_outcome_period", || {
        second_player_wins_up_to(&[1 << 50], m)
    });
    assert!(first_player_wins_sums(&[1, 2, 3], &[]).is_empty());
    assert_eq!(
        first_player_wins_sums(&[usize::MAX], &[(0, 7)]),
        vec![false]
    );
    assert_no_room("subtraction_table", || {
        first_player_wins_sums(&[1], &[(usize::MAX, 0)])
    });
}

/// Euclid's game by its rule (from `(a, b)`, `a >= b`, subtract a positive
/// multiple of `b` from `a`, staying at least 0; reaching 0 wins), memoised.
fn euclid_naive(a: u64, b: u64, memo: &mut std::collections::HashMap<(u64, u64), bool>) -> bool {
    let (big, small) = (a.max(b), a.min(b));
    if let Some(&w) = memo.get(&(big, small)) {
        return w;
    }
    let mut win = false;
    let mut k = 1;
    while k * small <= big {
        let rest = big - k * small;
        if rest == 0 || !euclid_naive(rest, small, memo) {
            win = true;
            break;
        }
        k += 1;
    }
    memo.insert((big, small), win);
    win
}

#[test]
fn closed_form_games_at_the_extremes() {
    use grundy::games::{boxes, bridges, euclid, lasker};
    let m = u64::MAX;
    let mut memo = std::collections::HashMap::new();
    for a in 1..40 {
        for b in 1..40 {
            assert_eq!(
                euclid::first_player_wins(a, b),
                euclid_naive(a, b, &mut memo),
                "({a}, {b})"
            );
        }
    }
    // a = b: take it all. (M, M - 1): the one move leaves (M - 1, 1), where
    // the opponent takes everything.
    assert!(euclid::first_player_wins(m, m));
    assert!(euclid::first_player_wins(m, 1));
    assert!(!euclid::first_player_wins(m, m - 1));
    // Consecutive Fibonacci numbers F(93) > F(92): every move is forced
    // (q = 1) down to (F(3), F(2)) = (2, 1), 90 moves later, where the player
    // to move (the first: 90 is even) takes it all.
    let (mut f1, mut f2) = (1u64, 1u64); // F(1), F(2)
    for _ in 3..=93 {
        let next = f1 + f2;
        f1 = f2;
        f2 = next;
    }
    assert_eq!(f2, 12_200_160_415_121_876_738); // F(93), OEIS A000045
    assert!(euclid::first_player_wins(f2, f1));
    assert_panics("euclid 0", &["two positive numbers"], || {
        euclid::first_player_wins(0, m)
    });
    // Boxes: the player to move wins iff a side is even.
    assert!(!boxes::first_player_wins(m, m));
    assert!(boxes::first_player_wins(m, m - 1));
    assert_panics("boxes 0", &["at least one stone"], || {
        boxes::first_player_wins(0, 1)
    });
    // Bridges: a bridge of a cells is a heap of a - 2.
    assert_eq!(bridges::grundy_value([m, 2]), m - 2);
    assert_eq!(bridges::grundy_value(Vec::new()), 0);
    assert!(!bridges::first_player_wins(&[]));
    assert!(!bridges::first_player_wins(&[m, m]));
    assert_panics("bridge of 1", &["cannot hold both stones"], || {
        bridges::grundy_value([m, 1])
    });
    // Lasker's Nim (Winning Ways): g(4k + 1) = 4k + 1, g(4k + 2) = 4k + 2,
    // g(4k + 3) = 4k + 4, g(4k + 4) = 4k + 3; u64::MAX = 4k + 3.
    assert_eq!(lasker::grundy(0), 0);
    assert_eq!(lasker::grundy(m - 1), m - 1);
    assert_eq!(lasker::grundy(m - 2), m - 2);
    assert_eq!(lasker::grundy(m - 3), m - 4);
    assert_eq!(lasker::grundy(m - 4), m - 3);
    assert!(!lasker::first_player_wins(&[]));
    assert_panics("lasker(u64::MAX)", &["does not fit in u64"], || {
        lasker::grundy(m)
    });
    assert_panics("lasker pile u64::MAX", &["does not fit in u64"], || {
        lasker::first_player_wins(&[m])
    });
}

#[test]
fn residue_proofs_at_the_extremes() {
    use grundy::games::residue::ResidueProof;
    let m = u64::MAX;
    // base = -1 mod m: the powers are 1 and m - 1 (whose square overflowed
    // u64 in the orbit); 0 must be losing.
    let minus_one = ResidueProof {
        base: m - 1,
        modulus: m,
        losing: &[1],
    };
    let err = minus_one.check().unwrap_err();
    assert!(err.contains("empty pile"), "{err}");
    // Powers of 2 mod 2^64 - 1: 2^k for k < 64 (2^63 * 2 overflowed u64).
    // 1 and 0 both losing: taking 1 joins them.
    let two = ResidueProof {
        base: 2,
        modulus: m,
        losing: &[0, 1],
    };
    let err = two.check().unwrap_err();
    assert!(
        err.contains("losing residue 1 to losing residue 0"),
        "{err}"
    );
    // Moves 1 and M - 1 (r + m - t passed u64): the pile of 2 is lost (to 1,
    // won), but its residue is not among the losing ones.
    let pair = ResidueProof {
        base: m - 1,
        modulus: m,
        losing: &[0],
    };
    let err = pair.check().unwrap_err();
    assert!(err.contains("no power up to 2 takes residue 2"), "{err}");
    // Small moduli against the rule: take a power of 2, lost iff n = 0 mod 3.
    let three = ResidueProof {
        base: 2,
        modulus: 3,
        losing: &[0],
    };
    assert_eq!(three.check(), Ok(()));
    assert!(!three.first_player_wins(m)); // 2^64 - 1 = 0 mod 3
    assert!(three.first_player_wins(m - 1));
    let zero = ResidueProof {
        base: 2,
        modulus: 0,
        losing: &[],
    };
    assert!(zero.check().is_err());
    assert_panics("modulus 0", &["modulus of at least 1"], move || {
        zero.first_player_wins(5)
    });
    let unit = ResidueProof {
        base: 2,
        modulus: 1,
        losing: &[0],
    };
    assert!(unit.check().is_err()); // 1 - 1 = 0 mod 1: every move joins two losing piles
    assert!(!unit.first_player_wins(m));
}

#[test]
fn pieces_at_the_extremes() {
    use grundy::games::pieces::{first_player_wins, grundy_value, Piece};
    let top = (1u64 << 62) - 1;
    // The table of the module docs, read literally in u128.
    let form = |p: Piece, x: u64, y: u64| -> u128 {
        let (x, y) = (u128::from(x), u128::from(y));
        let z = x.min(y);
        match p {
            Piece::Rook => x ^ y,
            Piece::Bishop => z,
            Piece::King => match (x % 2, y % 2) {
                (0, 0) => 0,
                (1, 1) => 2,
                _ if z % 2 == 0 => 1,
                _ => 3,
            },
            Piece::Knight => match z % 3 {
                0 => 0,
                1 if x == y => 0,
                1 => 1,
                _ if x.max(y) - z > 1 => 2,
                _ => 1,
            },
            Piece::Palace => (x + y) % 3 + 3 * ((x / 3) ^ (y / 3)),
            Piece::Queen => unreachable!(),
        }
    };
    let mut rng = StdRng::seed_from_u64(3108);
    let mut cells = vec![
        (top, top),
        (top, 0),
        (0, top),
        (top - 1, top),
        (top, top - 2),
    ];
    cells.extend((0..200).map(|_| (top - rng.random_range(0..10), rng.random_range(0..=top))));
    for (x, y) in cells {
        for p in Piece::FIVE {
            assert_eq!(
                p.closed_form(x, y).map(u128::from),
                Some(form(p, x, y)),
                "{p:?} ({x}, {y})"
            );
        }
    }
    for (x, y) in [(top + 1, 0), (0, u64::MAX), (u64::MAX, u64::MAX)] {
        for p in Piece::ALL {
            assert_panics("closed_form far out", &["too far out"], move || {
                p.closed_form(x, y)
            });
        }
        assert_panics("grundy_value far out", &["too far out"], move || {
            grundy_value([(x, y, Piece::Rook)])
        });
    }
    // A queen takes any u64 cell: (M, M) is won (to the corner), the last
    // lost pair inside u64 is lost.
    let m = u64::MAX;
    assert!(first_player_wins(&[(m, m, Piece::Queen)]));
    let pair = (11_400_714_819_323_198_485, m);
    assert!(!first_player_wins(&[
        (pair.0, pair.1, Piece::Queen),
        (pair.1, pair.0, Piece::Queen)
    ]));
    assert_eq!(
        grundy_value([(pair.1, pair.0, Piece::Queen), (top, top, Piece::Bishop)]),
        top
    );
    assert!(!first_player_wins(&[]));
    assert_panics("queen not lost, in a sum", &["no closed"], move || {
        grundy_value([(m, m, Piece::Queen)])
    });
    // Moves of a lone piece at the far corner of usize: few for the king and
    // knight; too many to list for the others, a clear panic.
    let big = usize::MAX;
    let mut out = Vec::new();
    Piece::King.moves(big, big, &mut out);
    out.sort_unstable();
    assert_eq!(
        out,
        vec![(big - 1, big - 1), (big - 1, big), (big, big - 1)]
    );
    out.clear();
    Piece::Knight.moves(big, big, &mut out);
    out.sort_unstable();
    assert_eq!(out, vec![(big - 2, big - 1), (big - 1, big - 2)]);
    for p in [Piece::Rook, Piece::Bishop, Piece::Palace, Piece::Queen] {
        assert_panics(
            "moves far out",
            &[p.name(), "more than memory"],
            move || p.moves(big, big, &mut Vec::new()),
        );
    }
    assert!(Piece::Rook.table(0).is_empty());
    for n in [1usize << 40, big] {
        assert_no_room("grundy_table", move || Piece::King.table(n));
    }
}

#[test]
fn boards_graphs_and_walls_at_the_extremes() {
    use grundy::board::grundy_table;
    use grundy::game::dag_values;
    use grundy::games::berzerk::{berzerk, berzerk_by_moves};
    use grundy::games::rectangle::wall_grundy;
    use grundy::hackenbush::{green, tree_values, winning_cuts};
    use grundy::retrograde::{retrograde, retrograde_edges, Outcome};
    let none = |_: usize, _: usize, _: &mut Vec<(usize, usize)>| {};
    assert!(grundy_table(0, none).is_empty());
    assert_eq!(grundy_table(1, none), vec![vec![0]]);
    for n in [1usize << 40, usize::MAX / 2, usize::MAX] {
        assert_no_room("grundy_table", move || grundy_table(n, none));
    }
    // dag_values: no node; a node whose edge leaves the graph.
    assert!(dag_values::<Vec<usize>>(0, &[]).is_empty());
    assert_panics("dag edge out", &["leaves the 1 nodes"], || {
        dag_values(1, &[vec![usize::MAX]])
    });
    // Retrograde analysis: no position; too many positions.
    assert!(retrograde(Vec::new(), &[], |_| Vec::new()).is_empty());
    assert!(retrograde_edges(0, &[], &[]).is_empty());
    assert_eq!(retrograde_edges(1, &[(0, 0)], &[]), vec![Outcome::Loop]);
    for n in [1usize << 50, usize::MAX] {
        assert_no_room("retrograde_edges", move || retrograde_edges(n, &[], &[]));
    }
    assert_panics("retrograde move out", &["leaves 0..2"], || {
        retrograde_edges(2, &[(0, usize::MAX)], &[])
    });
    // Hackenbush: the ground alone; a ground that is no vertex; too many.
    assert_eq!(green(1, &[], 0), 0);
    assert!(winning_cuts(1, &[], 0).is_empty());
    assert!(tree_values(&[]).is_empty());
    assert_eq!(tree_values(&[0]), vec![0]);
    assert_panics("green no ground", &["is not one of the 0 vertices"], || {
        green(0, &[], 0)
    });
    assert_panics("green huge", &["at most 2^32 - 2 vertices"], || {
        green(usize::MAX, &[], 0)
    });
    assert_panics("cuts huge", &["at most 2^32 - 2 vertices"], || {
        winning_cuts(1 << 40, &[(0, 1)], 0)
    });
    assert_panics("tree parent out", &["not below 1"], || {
        tree_values(&[usize::MAX])
    });
    // Berzerk: one object, the black hole: the player to move lost.
    let one = [vec![Outcome::Lose], vec![Outcome::Lose]];
    assert_eq!(berzerk(1, &[], &[]), one);
    assert_eq!(berzerk_by_moves(1, &[], &[]), one);
    for n in [1usize << 32, usize::MAX] {
        assert_panics("berzerk huge", &["at most 2^32 - 2 objects"], move || {
            berzerk(n, &[], &[])
        });
        assert_panics(
            "berzerk_by_moves huge",
            &["at most 2^32 - 2 objects"],
            move || berzerk_by_moves(n, &[1], &[]),
        );
    }
    assert_panics("berzerk step", &["outside 1..5"], || {
        berzerk(5, &[usize::MAX], &[1])
    });
    assert_panics("berzerk 0", &["circle of 0"], || berzerk(0, &[], &[]));
    // Rectangle walls: nothing; one row too long for its (H+1)^2 (W+1)^2 table.
    assert_eq!(wall_grundy(&[]), 0);
    assert_eq!(wall_grundy(&[vec![]]), 0);
    assert_eq!(wall_grundy(&[vec![true]]), 0);
    assert_eq!(wall_grundy(&[vec![false]]), 1);
    assert_no_room("wall_grundy", || wall_grundy(&[vec![false; 1 << 20]]));
}

#[test]
fn forbidden_nim_at_the_extremes() {
    use grundy::forbidden::ForbiddenNim;
    let m = u64::MAX;
    let free = ForbiddenNim::new(&[]);
    assert_eq!((free.value(0), free.value(m)), (0, m));
    // Heap M may not go to M - 1: its options are the heaps 0..M-1, worth
    // themselves, so their values are 0..=M-2 and the mex is M - 1.
    let g = ForbiddenNim::new(&[(m, m - 1)]);
    assert_eq!((g.value(m), g.value(m - 1), g.value(0)), (m - 1, m - 1, 0));
    // Heap M may not go to 0: options worth 1..=M-1, mex 0.
    let g = ForbiddenNim::new(&[(m, 0)]);
    assert_eq!((g.value(m), g.value(m - 1)), (0, m - 1));
    // Both: options 1..=M-2, mex 0.
    let g = ForbiddenNim::new(&[(m, 0), (m, m - 1)]);
    assert_eq!(g.value(m), 0);
    assert_panics(
        "forbidden self move",
        &["does not go to a smaller heap"],
        || ForbiddenNim::new(&[(m, m)]),
    );
}

#[test]
fn octal_games_at_the_extremes() {
    use grundy::octal::certify::periodic_table;
    use grundy::octal::{guy_smith_period, OctalGame};
    // Hostile codes: an error naming the problem, never a panic.
    let long_zeros = format!("0.{}", "0".repeat(100_000));
    let long_bad = format!("0.{}8", "7".repeat(1000));
    for code in [
        "",
        " ",
        ".",
        "0.",
        "4.",
        "5.1",
        "0.8",
        "0..7",
        "0.7.7",
        "-0.7",
        "+0.7",
        "00.7",
        "0.7x",
        "\u{0}",
        "0.\u{0}",
        "\u{661}.\u{667}",
        "0.\u{667}",
        "0,7",
        "0x.7",
        long_bad.as_str(),
    ] {
        match panic_message(|| OctalGame::parse(code)) {
            Some(msg) => panic!("parse({code:?}) panicked: {msg}"),
            None => assert!(OctalGame::parse(code).is_err(), "parse({code:?}) accepted"),
        }
    }
    let zero = OctalGame::parse(&long_zeros).unwrap();
    assert_eq!((zero.code(), zero.max_removal()), ("0.0".to_string(), 0));
    assert_eq!(zero.table(3), vec![0, 0, 0]);
    assert_eq!(OctalGame::parse(" .7 ").unwrap().code(), "0.7");
    assert_eq!(OctalGame::parse("4.0").unwrap().code(), "4.0");
    let kayles = OctalGame::parse("0.77").unwrap();
    assert_eq!(kayles.digit(usize::MAX), 0);
    assert!(kayles.table(0).is_empty());
    assert!(guy_smith_period(&kayles, &[] as &[u32]).is_none());
    assert!(periodic_table(&kayles, 0).is_none());
    assert_eq!(OctalGame::subtraction(&[]).code(), "0.0");
    for s in [1usize << 50, usize::MAX] {
        assert_no_room("OctalGame::subtraction", move || {
            OctalGame::subtraction(&[1, s])
        });
    }
    for len in HUGE {
        let game = kayles.clone();
        assert_no_room("OctalGame::table", move || game.table(len));
    }
}

#[test]
fn heap_tables_refuse_what_u32_cannot_number() {
    use grundy::heap::interval_table;
    assert!(interval_table(0, |_, _| {}).is_empty());
    for len in [(1usize << 32) - 1, usize::MAX] {
        assert_panics("interval_table", &["at most 2^32 - 2 heaps"], move || {
            interval_table(len, |_, _| {})
        });
    }
}

#[test]
fn input_checks_at_the_type_extremes() {
    use grundy::input::{check_all, check_nth, check_range, ChunkSource};
    assert_eq!(check_range("N", u64::MAX, 0, u64::MAX), u64::MAX);
    assert_eq!(check_range("N", 0u64, 0, u64::MAX), 0);
    assert_eq!(check_range("N", i64::MIN, i64::MIN, i64::MAX), i64::MIN);
    assert_eq!(check_nth("A", usize::MAX, 7u64, 7, 7), 7);
    check_all::<u64>("A", &[], 1, 0); // nothing to check
                                      // A NaN lies in no range (it compared as inside before).
    assert_panics("NaN", &["x = NaN is outside 0..=1"], || {
        check_range("x", f64::NAN, 0.0, 1.0)
    });
    assert_panics("NaN nth", &["x_1 = NaN is outside"], || {
        check_nth("x", 0, f64::NAN, 0.0, 1.0)
    });
    assert_panics("NaN bound", &["is outside"], || {
        check_range("x", 0.5, f64::NAN, 1.0)
    });
    assert_panics("empty range", &["N = 5 is outside 6..=5"], || {
        check_range("N", 5u64, 6, 5)
    });
    // The 2^64-th value of a list (index usize::MAX): i + 1 overflowed.
    assert_panics(
        "index usize::MAX",
        &["A_18446744073709551616 = 0 is outside 1..=2"],
        || check_nth("A", usize::MAX, 0u64, 1, 2),
    );
    assert_panics(
        "u64::MAX",
        &["N = 18446744073709551615 is outside 0..=10"],
        || check_range("N", u64::MAX, 0, 10),
    );
    // Reading u64 at its extremes, leading zeros past 15 digits, a chunk of 0.
    let mut source = ChunkSource::with_chunk_size(
        &b"18446744073709551615 0 000000000000000000018446744073709551615 +0"[..],
        0,
    );
    assert_eq!(source.next_u64(), u64::MAX);
    assert_eq!(source.next_u64(), 0);
    assert_eq!(source.next_u64(), u64::MAX);
    assert_eq!(source.next_u64(), 0);
    assert_panics("input ended", &["the input ended early"], move || {
        source.next_u64()
    });
    let mut over = ChunkSource::new(&b"18446744073709551616"[..]);
    assert_panics(
        "u64::MAX + 1",
        &["expected u64, found `18446744073709551616`"],
        move || over.next_u64(),
    );
    let mut minus = ChunkSource::new(&b"-1"[..]);
    assert_panics("-1", &["expected u64, found `-1`"], move || {
        minus.next_u64()
    });
    // A chunk of usize::MAX bytes: capped (a capacity overflow before).
    let mut wide = ChunkSource::with_chunk_size(&b"7 18446744073709551615"[..], usize::MAX);
    assert_eq!((wide.next_u64(), wide.next_u64()), (7, u64::MAX));
    let mut empty = ChunkSource::new(&b""[..]);
    assert_panics("empty char", &["the input ended early"], move || {
        empty.next_char()
    });
}

#[test]
fn fxhash_at_the_extremes() {
    use grundy::fxhash::FxHasher;
    use std::hash::Hasher;
    let hash = |f: &dyn Fn(&mut FxHasher)| {
        let mut h = FxHasher::default();
        f(&mut h);
        h.finish()
    };
    // Deterministic, and the extremes do not collide with each other.
    let words = [0, 1, u64::MAX, u64::MAX - 1, 1 << 63];
    let hashes: Vec<u64> = words.iter().map(|&w| hash(&|h| h.write_u64(w))).collect();
    for (i, a) in hashes.iter().enumerate() {
        assert_eq!(*a, hash(&|h| h.write_u64(words[i])));
        assert!(hashes[i + 1..].iter().all(|b| b != a), "{hashes:?}");
    }
    assert_eq!(hash(&|h| h.write(&[])), FxHasher::default().finish());
    let mut map = grundy::fxhash::FxHashMap::default();
    map.insert(u64::MAX, 1);
    map.insert(0, 2);
    assert_eq!((map[&u64::MAX], map[&0]), (1, 2));
}

#[test]
fn searched_games_at_the_extremes() {
    use grundy::every_sg::EverySg;
    use grundy::game::{game_fn, game_push, Grundy};
    use grundy::octal::certify::GuySmithWatch;
    use grundy::octal::sparse::OctalValues;
    use grundy::octal::OctalGame;
    // From n the only move is to n / 2 (for n > 0): from u64::MAX a forced
    // chain of 64 moves. Each position has one option, so values alternate:
    // g(n) = 1 iff n has an odd number of bits; u64::MAX has 64: 0.
    let halve = |&n: &u64| if n == 0 { vec![] } else { vec![vec![n / 2]] };
    let mut g = Grundy::new(game_fn(halve));
    let bits = |n: u64| u64::from(64 - n.leading_zeros());
    for n in [0, 1, 2, u64::MAX, u64::MAX - 1, 1 << 63, (1 << 63) - 1] {
        assert_eq!(g.value(&n), bits(n) % 2, "n = {n}");
    }
    assert_eq!(g.value_of_sum(&[]), 0);
    assert!(g.winning_moves(&[]).is_empty());
    assert_eq!(g.value_of_sum(&[u64::MAX, (1 << 63) - 1]), 1);
    // Remoteness and suspense of a forced chain: its length either way
    // (even: the player to move loses).
    let mut e = EverySg::new(game_fn(halve));
    assert_eq!(e.remoteness(&u64::MAX), 64);
    assert_eq!(e.suspense(&u64::MAX), 64);
    assert_eq!(e.remoteness(&0), 0);
    assert!(!e.first_player_wins(&[]));
    // A dense memo of bound 0 holds nothing: any position's index is out.
    let take = |&n: &u64, push: &mut dyn FnMut(&[u64])| {
        if n > 0 {
            push(&[n - 1])
        }
    };
    let mut empty = Grundy::dense(game_push(take), 0, |&n: &u64| n as usize);
    assert!(empty.fill(|i| i as u64).is_empty());
    assert_panics(
        "dense bound 0",
        &["not below the memo's bound 0"],
        move || empty.value(&0),
    );
    let mut far = Grundy::dense(game_push(take), 4, |&n: &u64| n as usize);
    assert_panics(
        "dense index usize::MAX",
        &["index 18446744073709551615 is not below"],
        move || far.value(&u64::MAX),
    );
    // Octal values with no move at all, and watches of nothing.
    let none = OctalGame::parse("0.0").unwrap();
    let mut v = OctalValues::new(&none);
    v.extend_to(0);
    assert!(v.values().is_empty());
    v.extend_to(5);
    assert_eq!(v.values().to_vec(), [0, 0, 0, 0, 0]);
    assert!(GuySmithWatch::new(&none).observe::<u16>(&[]).is_none());
    // A move of another sum: before, the sum came back whole plus the
    // option (a wrong position, silently).
    use grundy::game::{cancel_pairs, SumMove};
    let mv = SumMove {
        component: usize::MAX,
        option: 0,
        to: vec![1u64],
    };
    let m2 = mv.clone();
    assert_panics(
        "apply out",
        &["component 18446744073709551615 is not one of the 2"],
        move || mv.apply(&[5, 6]),
    );
    assert_panics(
        "apply_cancelling out",
        &["is not one of the 0 components"],
        move || m2.apply_cancelling(&[]),
    );
    let last = SumMove {
        component: 1,
        option: 0,
        to: vec![u64::MAX],
    };
    assert_eq!(last.apply(&[u64::MAX, 3]), vec![u64::MAX, u64::MAX]);
    assert_eq!(last.apply_cancelling(&[u64::MAX, 3]), Vec::<u64>::new());
    assert_eq!(cancel_pairs::<u64>(&[]), Vec::<u64>::new());
    // u64::MAX three times (one left), 0 once.
    assert_eq!(
        cancel_pairs(&[u64::MAX, 0, u64::MAX, u64::MAX]),
        vec![0, u64::MAX]
    );
}

/// Whether `r^k <= a`, by repeated checked multiplication (no
/// `checked_pow`); `0^k` and `1^k` are themselves, so a huge `k` is cheap.
fn pow_le_ref(r: u128, k: u32, a: u128) -> bool {
    if r <= 1 {
        return r <= a;
    }
    let mut p: u128 = 1;
    for _ in 0..k {
        match p.checked_mul(r) {
            Some(q) if q <= a => p = q,
            _ => return false,
        }
    }
    true
}

/// R12: the integer roots for every exponent near both ends of `u32`
/// (the bit count `(bits + k - 1) / k` overflowed for k >= 2^32 - 127,
/// giving `iroot(100, u32::MAX) = 0`), checked against the definition.
#[test]
fn integer_roots_for_every_exponent_near_the_type_max() {
    use grundy::numeric::{ceil_iroot, ceil_iroot_u64, iroot, iroot_u64};
    assert_eq!(iroot(100, u32::MAX), 1);
    assert_eq!(ceil_iroot(100, u32::MAX), 2);
    assert_eq!(iroot_u64(100, u32::MAX), 1);
    assert_eq!(ceil_iroot_u64(100, u32::MAX), 2);
    let ks = (1..=300u32)
        .chain((1u32 << 31) - 200..=(1u32 << 31) + 200)
        .chain(u32::MAX - 400..=u32::MAX);
    let as_: Vec<u128> = vec![
        0,
        1,
        2,
        3,
        100,
        u128::from(u32::MAX),
        u128::from(u64::MAX) - 1,
        u128::from(u64::MAX),
        u128::from(u64::MAX) + 1,
        1 << 127,
        (1 << 127) - 1,
        u128::MAX - 1,
        u128::MAX,
    ];
    for k in ks {
        for &a in &as_ {
            let r = iroot(a, k);
            assert!(pow_le_ref(r, k, a), "iroot({a}, {k}) = {r}: r^k > a");
            if let Some(r1) = r.checked_add(1) {
                assert!(
                    !pow_le_ref(r1, k, a),
                    "iroot({a}, {k}) = {r}: (r + 1)^k <= a"
                );
            }
            // r^k <= a is checked above: r^k == a unless r^k <= a - 1.
            let exact = a == 0 || !pow_le_ref(r, k, a - 1);
            let want_c = if exact { r } else { r + 1 };
            assert_eq!(ceil_iroot(a, k), want_c, "ceil_iroot({a}, {k})");
            if let Ok(a64) = u64::try_from(a) {
                assert_eq!(u128::from(iroot_u64(a64, k)), r, "iroot_u64({a}, {k})");
                assert_eq!(
                    u128::from(ceil_iroot_u64(a64, k)),
                    want_c,
                    "ceil_iroot_u64({a}, {k})"
                );
            }
        }
    }
}

/// R14: the Moore counts at `usize::MAX` and 100,000 piles. With
/// `k >= piles` only the all-empty tuple is lost (a bit would need a
/// multiple of `k + 1 > piles` piles, so none): the count is 1. Otherwise
/// the documented bound on the piles refuses, at once, instead of an index
/// error, an overflow or an abort on allocation.
#[test]
fn moore_counts_at_the_extremes_of_the_piles() {
    use grundy::moore::{moore_lost_count, moore_lost_count_total};
    let p = 1_000_000_007;
    for piles in [usize::MAX, usize::MAX - 1, 100_000, 1 << 15 | 1] {
        for k in [piles, usize::MAX] {
            assert_eq!(moore_lost_count(piles, u64::MAX, k, p), 1, "{piles} {k}");
            assert_eq!(moore_lost_count_total(piles, u64::MAX, k, p), 1);
            assert_eq!(moore_lost_count(piles, 0, k, 1), 0, "mod 1");
            assert_eq!(moore_lost_count_total(piles, 7, k, 1), 0, "mod 1");
        }
        for k in [1, 2, piles - 1] {
            assert_panics(
                "moore_lost_count, many piles",
                &["moore_lost_count:", "piles", "at most 32768"],
                move || moore_lost_count(piles, 5, k, p),
            );
            assert_panics(
                "moore_lost_count_total, many piles",
                &["moore_lost_count_total:", "piles", "at most 32768"],
                move || moore_lost_count_total(piles, 5, k, p),
            );
        }
    }
    // Every pile empty (max 0 or total 0): the one tuple, lost.
    assert_eq!(moore_lost_count(1 << 15, 0, 1, p), 1);
    assert_eq!(moore_lost_count_total(1 << 15, 0, 3, p), 1);
    // k >= piles on small cases against the rule: only (0, ..., 0).
    assert_eq!(moore_lost_count(3, 9, 3, p), 1);
    assert_eq!(moore_lost_count_total(2, 9, 2, p), 1);
}
