//! Property tests of the catalogue's public value functions and of the
//! partizan layer, against the rules, with inputs that lean on the ends of
//! each documented domain (0, 1, the type's maximum, empty lists).
//!
//! Where a brute force from the rules can run (small positions), it is the
//! reference. Where it cannot (values near `u64::MAX`), the property is the
//! rule's own recurrence checked locally: a value is the mex of its options'
//! values (computed by the same function: by induction from the small
//! cases, the only function satisfying the recurrence everywhere is the
//! right one), a winning move leads to a lost position, and a lost position
//! has no winning move. `tests/extremes.rs` holds the fixed extreme cases;
//! these draw new ones each run of a new seed (`GRUNDY_FUZZ_SECS`,
//! `GRUNDY_FUZZ_SEED`: see docs/testing.md).

mod fuzzing;

use fuzzing::{catch, fuzz};
use proptest::prelude::*;
use std::collections::HashMap;

/// A `u64` leaning on 0, 1 and the top.
fn wide() -> impl Strategy<Value = u64> {
    prop_oneof![
        3 => 0u64..50,
        2 => (0u64..50).prop_map(|d| u64::MAX - d),
        1 => prop::sample::select(vec![1 << 32, (1 << 32) - 1, 1 << 63, (1 << 63) - 1]),
        2 => any::<u64>(),
    ]
}

fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let mut v: Vec<u64> = values.into_iter().collect();
    v.sort_unstable();
    v.dedup();
    v.iter()
        .enumerate()
        .find(|&(i, &x)| i as u64 != x)
        .map_or(v.len() as u64, |(i, _)| i as u64)
}

// ------------------------------------------------------------ take_range

#[test]
fn take_range_satisfies_its_rule_everywhere() {
    use grundy::take_range::{first_player_wins, take_range_value, winning_takes};
    // (n, l, w): takes l..=l + w, w small so the options can be listed.
    let strategy = (
        wide(),
        prop_oneof![1u64..10, wide().prop_map(|l| l.max(1))],
        0u64..20,
    );
    fuzz("take_range", 4301, 2000, strategy, |(n, l, w)| {
        let r = l.saturating_add(w);
        let g = take_range_value(n, l, r);
        // The options: n - k for l <= k <= min(r, n).
        let options: Vec<u64> = (l..=r.min(n)).map(|k| n - k).collect();
        let values: Vec<u64> = options.iter().map(|&m| take_range_value(m, l, r)).collect();
        check!(
            g == mex(values.clone()),
            "g({n}; {l}..={r}) = {g}, mex of options {values:?}"
        );
        check!(
            first_player_wins(n, l, r) == (g != 0),
            "first_player_wins({n}, {l}, {r})"
        );
        let want: Vec<u64> = (l..=r.min(n))
            .filter(|&k| take_range_value(n - k, l, r) == 0)
            .collect();
        let got = winning_takes(n, l, r);
        let got_list: Vec<u64> = got.map_or(vec![], |(a, b)| (a..=b).collect());
        check!(
            got_list == want,
            "winning_takes({n}, {l}, {r}) = {got:?}, want {want:?}"
        );
        Ok(())
    });
}

#[test]
fn take_range_refuses_what_its_panics_section_says() {
    use grundy::take_range::take_range_value;
    for (l, r) in [(0, 0), (0, u64::MAX), (5, 4), (u64::MAX, 1)] {
        assert!(catch(|| take_range_value(7, l, r)).is_err(), "({l}, {r})");
    }
    assert_eq!(take_range_value(u64::MAX, u64::MAX, u64::MAX), 1);
    assert_eq!(take_range_value(u64::MAX - 1, u64::MAX, u64::MAX), 0);
    assert_eq!(take_range_value(u64::MAX, 1, u64::MAX), u64::MAX);
}

// -------------------------------------------------------------- capacity

#[test]
fn capacity_satisfies_its_rule_everywhere() {
    use grundy::capacity::{capacity_move_to, capacity_value};
    // f non-decreasing: c^2 (saturating), a constant, min(c, a) + b.
    let strategy = (wide(), wide(), 0usize..3, 0u64..5, 0u64..4, 0u64..6);
    fuzz(
        "capacity",
        4302,
        2000,
        strategy,
        |(s, c0, kind, a, b, target)| {
            let f = move |c: u64| match kind {
                0 => c.saturating_mul(c),
                1 => a + 1,
                _ => c.min(a) + b,
            };
            // A constant f takes s / (f + 1) levels (the documented
            // complexity): such an f only on small boxes.
            let s = if kind == 0 { s } else { s % 100_000 };
            let c = c0.min(s);
            let got = catch(|| capacity_value(s, c, f));
            let g = match got {
                Ok(g) => g,
                Err(msg) => {
                    return Err(TestCaseError::fail(format!(
                        "capacity_value({s}, {c}, f{kind}) panicked: {msg}"
                    )))
                }
            };
            // Options: c + k, 1 <= k <= f(c), c + k <= s; listed when few.
            let most = f(c).min(s - c);
            if most <= 40 {
                let values: Vec<u64> = (1..=most).map(|k| capacity_value(s, c + k, f)).collect();
                check!(
                    g == mex(values.clone()),
                    "g({s}, {c}, f{kind}) = {g}, options {values:?}"
                );
            }
            let t = target.min(g.saturating_add(1));
            let to = catch(|| capacity_move_to(s, c, t, f));
            match to {
                Ok(Some(d)) => check!(
                    t < g && d > c && d - c <= f(c) && d <= s && capacity_value(s, d, f) == t,
                    "capacity_move_to({s}, {c}, {t}, f{kind}) = {d}, value {g}"
                ),
                Ok(None) => check!(
                    t >= g,
                    "capacity_move_to({s}, {c}, {t}, f{kind}) = None, value {g}"
                ),
                Err(msg) => {
                    return Err(TestCaseError::fail(format!(
                        "capacity_move_to panicked: {msg}"
                    )))
                }
            }
            Ok(())
        },
    );
}

// ------------------------------------------------------------- coins

/// A coin-turning game's value of a head at x by its rule: the mex over
/// turning the head and up to `extra` lower coins (from `from` on).
fn coin_brute(x: u64, from: u64, extra: usize, g: &dyn Fn(u64) -> u64) -> u64 {
    let lower: Vec<u64> = (from..x).collect();
    let mut options = vec![0];
    if extra >= 1 {
        options.extend(lower.iter().map(|&y| g(y)));
    }
    if extra >= 2 {
        for (i, &y) in lower.iter().enumerate() {
            options.extend(lower[i + 1..].iter().map(|&z| g(y) ^ g(z)));
        }
    }
    mex(options)
}

#[test]
fn coin_games_match_their_rules_and_closed_forms() {
    use grundy::coins::{mock_turtles, ruler, turn_up_to, turning_turtles, twins};
    // Small x: the rules themselves.
    for x in 0..40u64 {
        assert_eq!(
            mock_turtles(x),
            coin_brute(x, 0, 2, &mock_turtles),
            "mock {x}"
        );
        assert_eq!(
            turn_up_to(2, x),
            coin_brute(x, 0, 1, &|y| turn_up_to(2, y)),
            "up to 2: {x}"
        );
        assert_eq!(turn_up_to(1, x), 1);
        assert_eq!(turn_up_to(3, x), mock_turtles(x));
        if x >= 1 {
            assert_eq!(
                turning_turtles(x),
                coin_brute(x, 1, 1, &turning_turtles),
                "turtles {x}"
            );
            // Ruler: turn coins x - j + 1 ..= x for any j >= 1.
            let options = (1..=x).map(|j| (x - j + 1..x).fold(0, |v, y| v ^ ruler(y)));
            assert_eq!(ruler(x), mex(options), "ruler {x}");
        }
        // Twins: exactly two coins, the head x and one y < x.
        assert_eq!(twins(x), mex((0..x).map(twins)), "twins {x}");
    }
    // Any x: the closed forms of the module's table.
    fuzz("coins", 4303, 2000, wide(), |x| {
        let odious = |v: u64| v.count_ones() % 2 == 1;
        if x < 1 << 63 {
            let want = if odious(2 * x) { 2 * x } else { 2 * x + 1 };
            check!(mock_turtles(x) == want, "mock_turtles({x})");
        } else {
            check!(
                catch(|| mock_turtles(x)).is_err(),
                "mock_turtles({x}) past 2^63"
            );
        }
        if x >= 1 {
            check!(ruler(x) == 1 << x.trailing_zeros(), "ruler({x})");
            check!(turning_turtles(x) == x, "turning_turtles({x})");
        } else {
            check!(
                catch(|| ruler(0)).is_err() && catch(|| turning_turtles(0)).is_err(),
                "coin 0"
            );
        }
        check!(twins(x) == x, "twins({x})");
        match x.checked_add(1) {
            Some(v) => check!(turn_up_to(2, x) == v, "turn_up_to(2, {x})"),
            None => check!(
                catch(|| turn_up_to(2, x)).is_err(),
                "turn_up_to(2, u64::MAX)"
            ),
        }
        Ok(())
    });
}

#[test]
fn coin_winning_moves_lead_to_lost_positions() {
    use grundy::coins::{
        heads_value, mock_turtles, mock_turtles_winning_moves, ruler, ruler_winning_moves, twins,
        twins_winning_moves,
    };
    let heads = prop::collection::vec(
        prop_oneof![0u64..30, (0u64..30).prop_map(|d| (1 << 62) - d)],
        0..6,
    );
    fuzz("coin moves", 4304, 1000, heads, |heads| {
        let value = |h: &[u64], f: &dyn Fn(u64) -> u64| {
            let mut set: Vec<u64> = h.to_vec();
            set.sort_unstable();
            // A coin listed twice is no coin: the XOR of the distinct ones.
            set.dedup();
            set.iter().fold(0, |v, &x| v ^ f(x))
        };
        // Turning the coins of a move toggles them in the set of heads.
        let after = |h: &[u64], turned: &[u64]| {
            let mut set: std::collections::BTreeSet<u64> = h.iter().copied().collect();
            for t in turned {
                if !set.remove(t) {
                    set.insert(*t);
                }
            }
            set.into_iter().collect::<Vec<u64>>()
        };
        let distinct: std::collections::BTreeSet<u64> = heads.iter().copied().collect();
        check!(
            heads_value(&heads, mock_turtles) == value(&heads, &mock_turtles),
            "heads_value {heads:?}"
        );
        let mt = mock_turtles_winning_moves(&heads);
        check!(
            mt.is_empty() == (value(&heads, &mock_turtles) == 0),
            "mock moves of {heads:?}: {mt:?}"
        );
        for m in &mt {
            let top = *m.iter().max().unwrap();
            check!(
                (1..=3).contains(&m.len()) && distinct.contains(&top),
                "mock move {m:?} of {heads:?}"
            );
            check!(
                value(&after(&heads, m), &mock_turtles) == 0,
                "mock move {m:?} of {heads:?}"
            );
        }
        let tw = twins_winning_moves(&heads);
        check!(
            tw.is_empty() == (value(&heads, &twins) == 0),
            "twins moves of {heads:?}"
        );
        for m in &tw {
            check!(
                m.len() == 2 && distinct.contains(m.iter().max().unwrap()),
                "twins move {m:?}"
            );
            check!(
                value(&after(&heads, m), &twins) == 0,
                "twins move {m:?} of {heads:?}"
            );
        }
        let pos: Vec<u64> = heads.iter().map(|&h| h + 1).collect();
        let ru = ruler_winning_moves(&pos);
        check!(
            ru.is_empty() == (value(&pos, &ruler) == 0),
            "ruler moves of {pos:?}"
        );
        for m in &ru {
            let turned: Vec<u64> = m.clone().collect();
            check!(
                distinct.contains(&(m.end() - 1)),
                "ruler move {m:?} of {pos:?}"
            );
            check!(
                value(&after(&pos, &turned), &ruler) == 0,
                "ruler move {m:?} of {pos:?}"
            );
        }
        Ok(())
    });
}

// --------------------------------------------------------------- welter

/// Welter's game by its rule, on squares below 10.
fn welter_brute(coins: &[u64], memo: &mut HashMap<Vec<u64>, u64>) -> u64 {
    let mut key = coins.to_vec();
    key.sort_unstable();
    if let Some(&v) = memo.get(&key) {
        return v;
    }
    let mut options = Vec::new();
    for i in 0..key.len() {
        for t in 0..key[i] {
            if !key.contains(&t) {
                let mut next = key.clone();
                next[i] = t;
                options.push(welter_brute(&next, memo));
            }
        }
    }
    let v = mex(options);
    memo.insert(key, v);
    v
}

#[test]
fn welter_matches_its_rule_and_mates_at_the_top() {
    use grundy::welter::{welter_value, welter_winning_moves};
    let mut memo = HashMap::new();
    let small =
        prop::collection::btree_set(0u64..10, 0..5).prop_map(|s| s.into_iter().collect::<Vec<_>>());
    fuzz("welter small", 4305, 300, small, |coins| {
        let want = welter_brute(&coins, &mut HashMap::new());
        check!(
            welter_value(&coins) == want,
            "welter_value({coins:?}) = {}, want {want}",
            welter_value(&coins)
        );
        Ok(())
    });
    assert_eq!(welter_brute(&[3, 5], &mut memo), (3 ^ 5) - 1);
    let big =
        prop::collection::btree_set(wide(), 0..6).prop_map(|s| s.into_iter().collect::<Vec<_>>());
    fuzz("welter wide", 4306, 1000, big, |coins| {
        let v = welter_value(&coins);
        // One coin is a Nim heap; two are Conway's mate (a ^ b) - 1.
        match coins[..] {
            [] => check!(v == 0, "welter of nothing"),
            [a] => check!(v == a, "welter([{a}])"),
            [a, b] => check!(v == (a ^ b) - 1, "welter([{a}, {b}]) = {v}"),
            _ => {}
        }
        let moves = welter_winning_moves(&coins);
        check!(
            moves.is_empty() == (v == 0),
            "moves of {coins:?} (value {v}): {moves:?}"
        );
        for &(i, t) in &moves {
            check!(
                t < coins[i] && !coins.contains(&t),
                "move ({i}, {t}) of {coins:?}"
            );
            let mut next = coins.clone();
            next[i] = t;
            check!(
                welter_value(&next) == 0,
                "move ({i}, {t}) of {coins:?} leaves a won position"
            );
        }
        Ok(())
    });
    assert!(catch(|| welter_value(&[u64::MAX, u64::MAX])).is_err());
}

// ---------------------------------------------------------- fibonacci nim

#[test]
fn fibonacci_nim_matches_its_rule_and_theorem() {
    use grundy::fibonacci_nim::{first_player_wins, is_fibonacci, winning_take, zeckendorf};
    // The (stones, cap) game by its rule, for n <= 60.
    let mut win = vec![vec![false; 130]; 61];
    for n in 1..=60usize {
        for cap in 1..130usize {
            win[n][cap] = (1..=cap.min(n)).any(|t| t == n || !win[n - t][(2 * t).min(129)]);
        }
    }
    for n in 0..=60u64 {
        let first = n >= 2 && win[n as usize][n as usize - 1];
        assert_eq!(first_player_wins(n), first, "n = {n}");
        for cap in 1..=2 * n {
            let take = winning_take(n, cap);
            let w = n >= 1 && win[n as usize][cap.min(129) as usize];
            assert_eq!(take.is_some(), w, "n = {n}, cap = {cap}: {take:?}");
            if let Some(t) = take {
                assert!(t <= cap && t <= n && (t == n || !win[(n - t) as usize][(2 * t) as usize]));
            }
        }
    }
    let fib: Vec<u64> = {
        let mut f = vec![1u64, 2];
        while let Some(next) = f[f.len() - 2].checked_add(f[f.len() - 1]) {
            f.push(next);
        }
        f
    };
    fuzz("fibonacci nim", 4307, 3000, (wide(), wide()), |(n, cap)| {
        let z = zeckendorf(n);
        check!(
            z.iter().fold(0u128, |s, &t| s + u128::from(t)) == u128::from(n),
            "zeckendorf({n}) = {z:?}"
        );
        check!(
            z.iter().all(|t| fib.contains(t)),
            "zeckendorf({n}) = {z:?}: not Fibonacci"
        );
        // Decreasing and non-consecutive: each term below the one before's predecessor.
        for w in z.windows(2) {
            let i = fib.iter().position(|&f| f == w[0]).unwrap();
            check!(i >= 2 && w[1] <= fib[i - 2], "zeckendorf({n}) = {z:?}");
        }
        check!(is_fibonacci(n) == fib.contains(&n), "is_fibonacci({n})");
        check!(
            first_player_wins(n) == (n >= 2 && !fib.contains(&n)),
            "first_player_wins({n})"
        );
        let q = z.last().copied();
        let take = winning_take(n, cap);
        check!(
            take == q.filter(|&q| q <= cap),
            "winning_take({n}, {cap}) = {take:?}, smallest term {q:?}"
        );
        if let Some(t) = take {
            // The opponent's cap 2t is below the smallest term of what is left.
            let rest = zeckendorf(n - t);
            check!(
                rest.last()
                    .map_or(true, |&q2| u128::from(q2) > 2 * u128::from(t)),
                "after {t} from {n}"
            );
        }
        Ok(())
    });
}

// ------------------------------------------------------------ nimbers

fn nim_mul_brute(a: u64, b: u64, memo: &mut HashMap<(u64, u64), u64>) -> u64 {
    if a == 0 || b == 0 {
        return 0;
    }
    if let Some(&v) = memo.get(&(a, b)) {
        return v;
    }
    let mut options = Vec::new();
    for x in 0..a {
        for y in 0..b {
            options.push(
                nim_mul_brute(x, b, memo) ^ nim_mul_brute(a, y, memo) ^ nim_mul_brute(x, y, memo),
            );
        }
    }
    let v = mex(options);
    memo.insert((a, b), v);
    v
}

#[test]
fn nimbers_match_the_definition_and_form_a_field() {
    use grundy::nimber::{nim_inverse, nim_pow, nim_product, nim_square};
    let mut memo = HashMap::new();
    for a in 0..20 {
        for b in 0..20 {
            assert_eq!(
                nim_product(a, b),
                nim_mul_brute(a, b, &mut memo),
                "{a} * {b}"
            );
        }
    }
    fuzz(
        "nimbers",
        4308,
        2000,
        (wide(), wide(), wide(), 0u64..20),
        |(a, b, c, e)| {
            let p = nim_product;
            check!(p(a, b) == p(b, a), "commutative {a} {b}");
            check!(p(p(a, b), c) == p(a, p(b, c)), "associative {a} {b} {c}");
            check!(p(a, b ^ c) == p(a, b) ^ p(a, c), "distributive {a} {b} {c}");
            check!(p(a, 1) == a && p(a, 0) == 0, "unit {a}");
            check!(nim_square(a) == p(a, a), "square {a}");
            let power = (0..e).fold(1, |x, _| p(x, a));
            check!(nim_pow(a, e) == power, "pow {a} {e}");
            if a != 0 {
                check!(p(a, nim_inverse(a)) == 1, "inverse {a}");
            }
            Ok(())
        },
    );
}

// ------------------------------------------------- nim, moore, staircase

#[test]
fn nim_and_moore_match_their_rules() {
    use grundy::moore::{moore_lost, moore_lost_count, moore_lost_count_total, moore_winning_move};
    use grundy::nim::{first_player_wins, first_player_wins_misere, nim_sum, winning_moves};
    let piles = prop::collection::vec(wide(), 0..6);
    fuzz("nim", 4309, 2000, piles, |piles| {
        let s = piles.iter().fold(0, |x, &p| x ^ p);
        check!(
            nim_sum(&piles) == s && first_player_wins(&piles) == (s != 0),
            "nim {piles:?}"
        );
        // A winning move lowers one pile p to p ^ s.
        let count = piles.iter().filter(|&&p| p ^ s < p).count();
        check!(winning_moves(&piles) == count, "winning_moves({piles:?})");
        // Misère: all piles at most 1, the mover wins iff the count of ones is even.
        let misere = if piles.iter().all(|&p| p <= 1) {
            piles.iter().filter(|&&p| p == 1).count() % 2 == 0
        } else {
            s != 0
        };
        check!(
            first_player_wins_misere(&piles) == misere,
            "misère {piles:?}"
        );
        Ok(())
    });
    // Moore's Nim_k by its rule (a move lowers 1..=k piles), on piles <= 3.
    fn moore_brute(p: &[u8], k: usize, memo: &mut HashMap<(Vec<u8>, usize), bool>) -> bool {
        if let Some(&v) = memo.get(&(p.to_vec(), k)) {
            return v;
        }
        let mut lost = true;
        // Every non-zero vector of decrements on at most k piles.
        let n = p.len();
        let mut next = p.to_vec();
        #[allow(clippy::too_many_arguments)]
        fn go(
            i: usize,
            n: usize,
            k: usize,
            changed: usize,
            p: &[u8],
            next: &mut Vec<u8>,
            memo: &mut HashMap<(Vec<u8>, usize), bool>,
            lost: &mut bool,
        ) {
            if !*lost {
                return;
            }
            if i == n {
                if changed > 0 && moore_brute(next, k, memo) {
                    *lost = false;
                }
                return;
            }
            go(i + 1, n, k, changed, p, next, memo, lost);
            if changed < k {
                for v in 0..p[i] {
                    next[i] = v;
                    go(i + 1, n, k, changed + 1, p, next, memo, lost);
                }
                next[i] = p[i];
            }
        }
        go(0, n, k, 0, p, &mut next, memo, &mut lost);
        memo.insert((p.to_vec(), k), lost);
        lost
    }
    let mut memo = HashMap::new();
    for k in 1..=3usize {
        for n in 0..=3usize {
            let mut count_max = [0u64; 4];
            let mut count_total = [0u64; 10];
            for code in 0..4usize.pow(n as u32) {
                let p: Vec<u8> = (0..n)
                    .map(|i| (code / 4usize.pow(i as u32) % 4) as u8)
                    .collect();
                let lost = moore_brute(&p, k, &mut memo);
                let wide: Vec<u64> = p.iter().map(|&x| u64::from(x)).collect();
                assert_eq!(moore_lost(&wide, k), lost, "{p:?} k {k}");
                if let Some(mv) = moore_winning_move(&wide, k) {
                    let mut after = wide.clone();
                    mv.iter().for_each(|&(i, v)| after[i] = v);
                    let small: Vec<u8> = after.iter().map(|&x| x as u8).collect();
                    assert!(
                        !lost && mv.len() <= k && moore_brute(&small, k, &mut memo),
                        "{p:?} k {k} {mv:?}"
                    );
                } else {
                    assert!(lost, "{p:?} k {k}: no move");
                }
                if lost {
                    let m = *p.iter().max().unwrap_or(&0) as usize;
                    count_max[m..].iter_mut().for_each(|c| *c += 1);
                    let t: usize = p.iter().map(|&x| x as usize).sum();
                    count_total[t..].iter_mut().for_each(|c| *c += 1);
                }
            }
            for max in 0..4u64 {
                assert_eq!(
                    moore_lost_count(n, max, k, 1_000_000_007),
                    count_max[max as usize],
                    "n {n} max {max} k {k}"
                );
            }
            // Totals up to 3 only need piles up to 3.
            for total in 0..4u64 {
                assert_eq!(
                    moore_lost_count_total(n, total, k, 1_000_000_007),
                    count_total[total as usize],
                    "n {n} total {total} k {k}"
                );
            }
        }
    }
    // At the top of u64: one pile is lost only at 0; two piles of Nim are
    // lost iff equal (2^64 of them); k >= piles: only all zeros.
    let m = 1_000_000_007u64;
    let two64 = ((1u128 << 64) % u128::from(m)) as u64;
    assert_eq!(moore_lost_count(1, u64::MAX, 1, m), 1);
    assert_eq!(moore_lost_count(2, u64::MAX, 1, m), two64);
    assert_eq!(moore_lost_count(3, u64::MAX, 3, m), 1);
    assert_eq!(moore_lost_count(0, u64::MAX, 1, m), 1);
    assert_eq!(moore_lost_count(2, u64::MAX, 1, 1), 0);
    // Total at most M with two piles of Nim: (a, a) with 2a <= M.
    assert_eq!(
        moore_lost_count_total(2, u64::MAX, 1, m),
        ((u128::from(u64::MAX) / 2 + 1) % u128::from(m)) as u64
    );
}

/// R14 of issue 42: `moore_lost_count` / `_total` with `piles = usize::MAX`
/// panic with an index error (release) or an add overflow (debug) instead
/// of a documented answer or panic.
#[test]
fn regression_r14_moore_counts_of_usize_max_piles() {
    use grundy::moore::{moore_lost_count, moore_lost_count_total};
    for f in [moore_lost_count, moore_lost_count_total] {
        let got = catch(|| f(usize::MAX, 1, 1, 7));
        // A value mod 7, or a panic that says what cannot be done; never an
        // index error or an overflow.
        if let Err(msg) = got {
            assert!(
                !msg.contains("index out of bounds") && !msg.contains("overflow"),
                "{msg}"
            );
        }
    }
}

#[test]
fn staircase_rows_match_their_rule() {
    use grundy::staircase::{
        row_steps, row_winning_moves, staircase_value, staircase_winning_moves,
    };
    // Pieces on a row of cells (strictly increasing), each sliding left to any
    // empty cell not passing the piece before it: by the rule, on small rows.
    fn row_brute(cells: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&w) = memo.get(cells) {
            return w;
        }
        let mut win = false;
        for i in 0..cells.len() {
            let floor = if i == 0 { 0 } else { cells[i - 1] + 1 };
            for to in floor..cells[i] {
                let mut next = cells.to_vec();
                next[i] = to;
                if !row_brute(&next, memo) {
                    win = true;
                }
            }
        }
        memo.insert(cells.to_vec(), win);
        win
    }
    let memo = std::cell::RefCell::new(HashMap::new());
    let rows =
        prop::collection::btree_set(0u64..12, 0..5).prop_map(|s| s.into_iter().collect::<Vec<_>>());
    fuzz("staircase rows", 4310, 500, rows, |cells| {
        let steps = row_steps(&cells);
        let win = row_brute(&cells, &mut memo.borrow_mut());
        check!(
            (staircase_value(&steps) != 0) == win,
            "row {cells:?}: steps {steps:?}, win {win}"
        );
        let moves = row_winning_moves(&cells);
        check!(moves.is_empty() != win, "row {cells:?}: moves {moves:?}");
        for &(i, to) in &moves {
            let floor = if i == 0 { 0 } else { cells[i - 1] + 1 };
            check!(
                to >= floor && to < cells[i],
                "row {cells:?}: move ({i}, {to})"
            );
            let mut next = cells.clone();
            next[i] = to;
            check!(
                !row_brute(&next, &mut memo.borrow_mut()),
                "row {cells:?}: move ({i}, {to}) leaves a won row"
            );
        }
        check!(
            staircase_winning_moves(&steps).len() <= steps.len(),
            "moves of {steps:?}"
        );
        Ok(())
    });
    assert!(catch(|| row_steps(&[3, 3])).is_err());
    assert!(catch(|| row_steps(&[u64::MAX, 0])).is_err());
    assert!(row_steps(&[]).is_empty() || row_steps(&[]).iter().all(|&s| s == 0));
}

// -------------------------------------------------------- forbidden nim

#[test]
fn forbidden_nim_matches_its_rule_at_the_top_of_u64() {
    use grundy::forbidden::ForbiddenNim;
    // Forbidden pairs (n, m) with n in a window [B, B + 24): below B every
    // heap is worth itself, so g in the window is a mex over 0..B (less the
    // forbidden small targets, unless a window heap has that value) and the
    // window heaps below n, computable at any B.
    let pairs = prop::collection::vec((0u64..24, prop_oneof![0u64..24, 0u64..8]), 0..8);
    let base = prop_oneof![
        Just(0u64),
        Just(u64::MAX - 23),
        (24u64..1 << 62),
        Just(100u64)
    ];
    fuzz(
        "forbidden",
        4311,
        1000,
        (base, pairs, any::<bool>()),
        |(b, raw, below)| {
            // m either in the window (below n) or far below B (b - 1 - j).
            let mut pairs: Vec<(u64, u64)> = Vec::new();
            for &(i, j) in &raw {
                let n = b + i;
                let m = if below && b > j {
                    b - 1 - j
                } else if j < i {
                    b + j
                } else {
                    continue;
                };
                pairs.push((n, m));
            }
            pairs.sort_unstable();
            pairs.dedup();
            let game = ForbiddenNim::new(&pairs);
            let mut window: Vec<u64> = Vec::new();
            for i in 0..24u64 {
                let n = b + i;
                let banned: Vec<u64> = pairs.iter().filter(|p| p.0 == n).map(|p| p.1).collect();
                // The values of the options: v < b from heap v unless banned,
                // and window heaps below n unless banned.
                let mut present: Vec<u64> = window
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| !banned.contains(&(b + j as u64)))
                    .map(|(_, &v)| v)
                    .collect();
                // The mex: the least v missing. Below b every v is present
                // unless heap v is banned and no window heap offers v; from b
                // on, only window heaps offer values.
                let small_missing = banned
                    .iter()
                    .copied()
                    .filter(|&m| m < b && !present.contains(&m))
                    .min();
                let v = small_missing
                    .unwrap_or_else(|| (b..=u64::MAX).find(|v| !present.contains(v)).unwrap());
                present.clear();
                window.push(v);
                check!(
                    game.value(n) == v,
                    "g({n}) = {}, want {v}; pairs {pairs:?}",
                    game.value(n)
                );
            }
            if b > 0 {
                check!(
                    game.value(b - 1) == b - 1 && game.value(0) == 0,
                    "below the window"
                );
            }
            Ok(())
        },
    );
}

// ------------------------------------------------------ green hackenbush

/// Green Hackenbush by its rule: cut an edge, drop what no longer reaches
/// the ground; positions are edge masks.
fn green_brute(
    v: usize,
    edges: &[(usize, usize)],
    ground: usize,
    memo: &mut HashMap<u32, u64>,
    mask: u32,
) -> u64 {
    if let Some(&g) = memo.get(&mask) {
        return g;
    }
    let mut options = Vec::new();
    for e in 0..edges.len() {
        if mask >> e & 1 == 1 {
            let cut = connected(v, edges, ground, mask & !(1 << e));
            options.push(green_brute(v, edges, ground, memo, cut));
        }
    }
    let g = mex(options);
    memo.insert(mask, g);
    g
}

/// The edges of `mask` still joined to the ground.
fn connected(v: usize, edges: &[(usize, usize)], ground: usize, mask: u32) -> u32 {
    let mut seen = vec![false; v];
    seen[ground] = true;
    loop {
        let mut grew = false;
        for (e, &(a, b)) in edges.iter().enumerate() {
            if mask >> e & 1 == 1 && seen[a] != seen[b] {
                seen[a] = true;
                seen[b] = true;
                grew = true;
            }
        }
        if !grew {
            break;
        }
    }
    (0..edges.len())
        .filter(|&e| mask >> e & 1 == 1 && seen[edges[e].0])
        .fold(0, |m, e| m | 1 << e)
}

#[test]
fn green_hackenbush_matches_its_rule() {
    use grundy::hackenbush::{green, tree_values, winning_cuts};
    let graph =
        (1usize..6).prop_flat_map(|v| (Just(v), prop::collection::vec((0..v, 0..v), 0..7), 0..v));
    fuzz(
        "green hackenbush",
        4312,
        500,
        graph,
        |(v, edges, ground)| {
            let full = connected(v, &edges, ground, (1u32 << edges.len()) - 1);
            let mut memo = HashMap::new();
            let want = green_brute(v, &edges, ground, &mut memo, full);
            check!(
                green(v, &edges, ground) == want,
                "green({v}, {edges:?}, {ground}) = {}, want {want}",
                green(v, &edges, ground)
            );
            let cuts = winning_cuts(v, &edges, ground);
            let want_cuts: Vec<usize> = (0..edges.len())
                .filter(|&e| full >> e & 1 == 1)
                .filter(|&e| {
                    green_brute(
                        v,
                        &edges,
                        ground,
                        &mut memo,
                        connected(v, &edges, ground, full & !(1 << e)),
                    ) == 0
                })
                .collect();
            check!(
                cuts == want_cuts,
                "winning_cuts({v}, {edges:?}, {ground}) = {cuts:?}, want {want_cuts:?}"
            );
            Ok(())
        },
    );
    // Trees from parent links, as graphs grounded at each root.
    let tree = (1usize..8).prop_flat_map(|n| {
        prop::collection::vec(0usize..8, n).prop_map(move |p| {
            // Parent below the vertex (or itself: a root) keeps it acyclic.
            p.iter()
                .enumerate()
                .map(|(i, &x)| if i == 0 { 0 } else { x % (i + 1) })
                .collect::<Vec<_>>()
        })
    });
    fuzz("hackenbush trees", 4313, 300, tree, |parent| {
        let values = tree_values(&parent);
        for r in 0..parent.len() {
            // The subtree of r, grounded at r.
            let mut inside = vec![false; parent.len()];
            inside[r] = true;
            for v in r + 1..parent.len() {
                inside[v] = parent[v] != v && inside[parent[v]];
            }
            let edges: Vec<(usize, usize)> = (0..parent.len())
                .filter(|&v| v != r && inside[v])
                .map(|v| (v, parent[v]))
                .collect();
            let want = green(parent.len(), &edges, r);
            let full = connected(parent.len(), &edges, r, (1u32 << edges.len()) - 1);
            let brute = green_brute(parent.len(), &edges, r, &mut HashMap::new(), full);
            check!(
                values[r] == want && want == brute,
                "tree {parent:?}: value of {r} {} want {brute}",
                values[r]
            );
        }
        Ok(())
    });
}

// ---------------------------------------------------------- partizan

#[test]
fn partizan_solvers_match_canonical_forms_from_the_rules() {
    use grundy::partizan::{partizan_fn, Canonical, GameId, NumberNimbers, Solver};
    // Partizan subtraction: Left takes a stone count from `a`, Right from
    // `b`, on one heap of n; valued by the Solvers and, from the rules, by
    // canonical forms built bottom-up.
    let sets = (
        prop::collection::btree_set(1usize..5, 0..3),
        prop::collection::btree_set(1usize..5, 0..3),
        0usize..14,
    );
    fuzz("partizan subtraction", 4314, 300, sets, |(a, b, len)| {
        let (a, b): (Vec<usize>, Vec<usize>) = (a.into_iter().collect(), b.into_iter().collect());
        let mut c = Canonical::new();
        let mut forms: Vec<GameId> = Vec::new();
        for n in 0..=len {
            let l: Vec<GameId> = a
                .iter()
                .filter(|&&s| s <= n)
                .map(|&s| forms[n - s])
                .collect();
            let r: Vec<GameId> = b
                .iter()
                .filter(|&&s| s <= n)
                .map(|&s| forms[n - s])
                .collect();
            let g = c.from_options(&l, &r);
            forms.push(g);
        }
        let game = || {
            let (a2, b2) = (a.clone(), b.clone());
            partizan_fn(
                move |&n: &usize| {
                    a2.iter()
                        .filter(|&&s| s <= n)
                        .map(|&s| vec![n - s])
                        .collect()
                },
                move |&n: &usize| {
                    b2.iter()
                        .filter(|&&s| s <= n)
                        .map(|&s| vec![n - s])
                        .collect()
                },
            )
        };
        let mut numbers = Solver::numbers(game());
        let mut nn = Solver::new(game(), NumberNimbers);
        for n in 0..=len {
            let form = forms[n];
            // The Solvers value every position reachable from n: a value
            // iff each of them has the form (else an error naming one).
            let mut reach = vec![false; n + 1];
            reach[n] = true;
            for m in (0..=n).rev() {
                if reach[m] {
                    for &s in a.iter().chain(&b) {
                        if s <= m {
                            reach[m - s] = true;
                        }
                    }
                }
            }
            let all =
                |f: &dyn Fn(GameId) -> bool| (0..=n).filter(|&m| reach[m]).all(|m| f(forms[m]));
            let numbers_ok = all(&|g| c.as_number(g).is_some());
            match (numbers.value(&n), c.as_number(form)) {
                (Ok(x), Some(y)) if numbers_ok => {
                    check!(x == y, "{a:?}/{b:?} at {n}: number {x}, form {}", c.display(form))
                }
                (Err(_), _) if !numbers_ok => {}
                (got, _) => {
                    return Err(TestCaseError::fail(format!(
                        "{a:?}/{b:?} at {n}: Solver::numbers {got:?}, form {}, all reachable numbers: {numbers_ok}",
                        c.display(form)
                    )))
                }
            }
            let nn_ok = all(&|g| c.as_number_nimber(g).is_some());
            match (nn.value(&n), c.as_number_nimber(form)) {
                (Ok(x), Some(y)) if nn_ok => {
                    check!(x == y, "{a:?}/{b:?} at {n}: {x}, form {}", c.display(form))
                }
                (Err(_), _) if !nn_ok => {}
                (got, _) => {
                    return Err(TestCaseError::fail(format!(
                        "{a:?}/{b:?} at {n}: number_nimbers {got:?}, form {}, all reachable x + *n: {nn_ok}",
                        c.display(form)
                    )))
                }
            }
        }
        Ok(())
    });
}

// ------------------------------------------------------ wythoff, lasker

#[test]
fn wythoff_matches_its_rule() {
    use grundy::wythoff::{is_lost, lost_pair, winning_moves};
    // The queen toward the corner, by its rule, on a 60 x 60 board.
    const N: usize = 60;
    let mut lost = vec![vec![false; N]; N];
    for a in 0..N {
        for b in 0..N {
            let reach = (0..a)
                .map(|u| (u, b))
                .chain((0..b).map(|v| (a, v)))
                .chain((1..=a.min(b)).map(|k| (a - k, b - k)));
            lost[a][b] = !reach.into_iter().any(|(u, v)| lost[u][v]);
            assert_eq!(is_lost(a as u64, b as u64), lost[a][b], "({a}, {b})");
        }
    }
    // Any cell: the winning moves are queen moves to lost cells, and there
    // are none exactly when the cell is lost; lost pairs are lost.
    let last = 7_046_029_254_386_353_130u64;
    let k = prop_oneof![0u64..100, (0u64..100).prop_map(move |d| last - d), 0..=last];
    fuzz("wythoff", 4315, 1000, (wide(), wide(), k), |(x, y, k)| {
        let moves = winning_moves(x, y);
        check!(moves.is_empty() == is_lost(x, y), "({x}, {y}): {moves:?}");
        for (u, v) in moves {
            let queen =
                (u == x && v < y) || (v == y && u < x) || (u < x && v < y && x - u == y - v);
            check!(queen && is_lost(u, v), "({x}, {y}) -> ({u}, {v})");
        }
        let (a, b) = lost_pair(k);
        check!(
            b - a == k && is_lost(a, b) && is_lost(b, a),
            "lost_pair({k}) = ({a}, {b})"
        );
        check!(
            a == 0 || !is_lost(a - 1, b),
            "lost_pair({k}) = ({a}, {b}): ({}, {b}) lost too",
            a - 1
        );
        Ok(())
    });
}

#[test]
fn lasker_matches_its_rule() {
    use grundy::games::lasker::{first_player_wins, grundy};
    // Take any number from a pile, or split it into two non-empty piles.
    let mut g = vec![0u64; 300];
    for n in 1..300 {
        let take = (0..n).map(|m| g[m]);
        let split = (1..=n / 2).map(|a| g[a] ^ g[n - a]);
        g[n] = mex(take.chain(split));
        assert_eq!(grundy(n as u64), g[n], "n = {n}");
    }
    // Any pile below u64::MAX: the values of 4k+1..4k+4 are a permutation of
    // 4k+1..4k+4 (the period the brute force shows), and sums XOR.
    fuzz(
        "lasker",
        4316,
        2000,
        prop::collection::vec(wide().prop_map(|n| n.min(u64::MAX - 1)), 0..4),
        |piles| {
            for &n in &piles {
                let v = grundy(n);
                let base = if n == 0 { 0 } else { (n - 1) / 4 * 4 };
                check!(
                    n == 0 && v == 0 || v > base && v - base <= 4,
                    "grundy({n}) = {v}"
                );
                let residue = (n % 4) as usize;
                let small = [4u64, 1, 2, 3][residue]; // a pile of 4, 1, 2 or 3 with its residue
                check!(
                    n == 0 || v - base == g[small as usize],
                    "grundy({n}) = {v}, unlike g({small}) = {}",
                    g[small as usize]
                );
            }
            let x = piles.iter().fold(0, |x, &n| x ^ grundy(n));
            check!(
                first_player_wins(&piles) == (x != 0),
                "first_player_wins({piles:?})"
            );
            Ok(())
        },
    );
}

#[test]
fn partizan_hackenbush_trees_match_their_rule() {
    use grundy::partizan::hackenbush::tree;
    use grundy::partizan::{Canonical, GameId};
    // Vertex v hangs from parent[v] (< v, or the ground) by an edge of its
    // colour; cutting it drops its subtree. Positions are vertex masks.
    fn form(
        c: &mut Canonical,
        parent: &[Option<usize>],
        colours: &[u8],
        mask: u32,
        memo: &mut HashMap<u32, GameId>,
    ) -> GameId {
        if let Some(&g) = memo.get(&mask) {
            return g;
        }
        let n = parent.len();
        let mut left = Vec::new();
        let mut right = Vec::new();
        for v in 0..n {
            if mask >> v & 1 == 0 {
                continue;
            }
            // Cut v: drop v and every vertex whose path to the ground meets v.
            let mut next = mask;
            for w in v..n {
                let mut x = Some(w);
                while let Some(y) = x {
                    if y == v {
                        next &= !(1 << w);
                        break;
                    }
                    x = parent[y];
                }
            }
            let g = form(c, parent, colours, next, memo);
            if colours[v] != b'R' {
                left.push(g);
            }
            if colours[v] != b'B' {
                right.push(g);
            }
        }
        let g = c.from_options(&left, &right);
        memo.insert(mask, g);
        g
    }
    let shape = (1usize..8).prop_flat_map(|n| {
        (
            prop::collection::vec(prop::option::weighted(0.7, 0usize..8), n),
            prop::collection::vec(prop::sample::select(vec![b'B', b'R', b'G']), n),
        )
    });
    fuzz("partizan trees", 4317, 300, shape, |(raw, colours)| {
        let parent: Vec<Option<usize>> = raw
            .iter()
            .enumerate()
            .map(|(v, p)| p.filter(|_| v > 0).map(|p| p % v.max(1)))
            .collect();
        let text = String::from_utf8(colours.clone()).unwrap();
        let mut c = Canonical::new();
        let g = form(
            &mut c,
            &parent,
            &colours,
            (1 << parent.len()) - 1,
            &mut HashMap::new(),
        );
        // A branch at the ground mixing green with blue or red: None.
        let root = |mut v: usize| {
            while let Some(p) = parent[v] {
                v = p;
            }
            v
        };
        let mixed = (0..parent.len()).filter(|&r| parent[r].is_none()).any(|r| {
            let branch: Vec<u8> = (0..parent.len())
                .filter(|&v| root(v) == r)
                .map(|v| colours[v])
                .collect();
            branch.contains(&b'G') && branch.iter().any(|&x| x != b'G')
        });
        match tree(&parent, &text) {
            Some(v) => {
                let x = c.from_number(v.number.clone());
                let star = c.nimber(v.nimber);
                let want = c.add(x, star);
                check!(
                    !mixed && want == g,
                    "tree({parent:?}, {text}) = {v}, the game is {}",
                    c.display(g)
                );
            }
            None => check!(
                mixed,
                "tree({parent:?}, {text}) = None, the game is {}",
                c.display(g)
            ),
        }
        Ok(())
    });
}
