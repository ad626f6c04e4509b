use super::*;
use crate::games::pieces::Piece;
use crate::impartial::heap::heap_table;
use crate::impartial::mex::MexSet;
use crate::impartial::subtraction::subtraction_table;
use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn a_chain_a_million_moves_deep() {
    let mut chain = Grundy::new(game_fn(
        |&n: &u64| {
            if n == 0 {
                vec![]
            } else {
                vec![vec![n - 1]]
            }
        },
    ));
    assert_eq!(chain.value(&1_000_000), 0);
    assert_eq!(chain.memo_len(), 1_000_001);
    assert_eq!(chain.value(&1_000_001), 1);
}

#[test]
fn heaps_with_splits_agree_with_heap_table() {
    // Lasker's Nim and a random take-and-split rule, as games and as tables.
    let mut rng = StdRng::seed_from_u64(11872);
    for case in 0..30 {
        let takes: Vec<usize> = (0..3).map(|_| rng.random_range(1..=6)).collect();
        let split_after: Vec<usize> = (0..2).map(|_| rng.random_range(0..=3)).collect();
        let rule = |n: usize, push: &mut dyn FnMut(&[usize])| {
            for &k in &takes {
                if k <= n {
                    push(&[n - k]);
                }
            }
            for &k in &split_after {
                if k < n {
                    for a in 1..=(n - k) / 2 {
                        push(&[a, n - k - a]);
                    }
                }
            }
        };
        let table = heap_table(120, rule);
        let mut g = Grundy::new(game_fn(|&n: &usize| {
            let mut options = Vec::new();
            rule(n, &mut |o: &[usize]| options.push(o.to_vec()));
            options
        }));
        for (n, &want) in table.iter().enumerate().rev() {
            assert_eq!(g.value(&n), want, "case {case}, heap {n}");
        }
    }
}

#[test]
fn pieces_agree_with_their_tables() {
    for piece in Piece::ALL {
        let table = piece.table(24);
        let mut g = Grundy::new(board_game(move |x, y, out| piece.moves(x, y, out)));
        for (x, row) in table.iter().enumerate().rev() {
            for (y, &want) in row.iter().enumerate() {
                assert_eq!(g.value(&(x, y)), want, "{} at ({x}, {y})", piece.name());
            }
        }
    }
}

/// Every move of a sum by brute force: the ones after which the sum's
/// value (the XOR, by the table) is 0.
#[test]
fn winning_moves_are_exactly_the_moves_to_a_zero_sum() {
    let moves_set = [2usize, 3, 7];
    let table = subtraction_table(&moves_set, 60);
    let mut g = Grundy::new(game_fn(|&n: &usize| {
        moves_set
            .iter()
            .filter(|&&k| k <= n)
            .map(|&k| vec![n - k])
            .collect()
    }));
    let mut rng = StdRng::seed_from_u64(2600);
    for case in 0..300 {
        let k = rng.random_range(0..=4);
        let sum: Vec<usize> = (0..k).map(|_| rng.random_range(0..=60)).collect();
        let xor = |s: &[usize]| s.iter().fold(0, |x, &n| x ^ table[n]);
        let mut want = Vec::new();
        for (i, &n) in sum.iter().enumerate() {
            for (j, &m) in moves_set.iter().filter(|&&m| m <= n).enumerate() {
                let mut after = sum.clone();
                after[i] = n - m;
                if xor(&after) == 0 {
                    want.push((i, j, vec![n - m]));
                }
            }
        }
        let got: Vec<(usize, usize, Vec<usize>)> = g
            .winning_moves(&sum)
            .into_iter()
            .map(|m| (m.component, m.option, m.to))
            .collect();
        assert_eq!(got, want, "case {case}, sum {sum:?}");
        assert_eq!(got.is_empty(), xor(&sum) == 0, "case {case}, sum {sum:?}");
    }
}

#[test]
#[should_panic(expected = "the game has a cycle")]
fn a_cycle_is_reported() {
    // 0 -> 1 -> 2 -> 0.
    let mut g = Grundy::new(game_fn(|&n: &u8| vec![vec![(n + 1) % 3]]));
    g.value(&0);
}

#[test]
fn leaving_nothing_and_empty_sums() {
    // One move: to nothing. Value mex{0} = 1.
    let mut g = Grundy::new(game_fn(|_: &()| vec![vec![]]));
    assert_eq!(g.value(&()), 1);
    assert_eq!(g.winning_options(&()), vec![Vec::<()>::new()]);
    assert_eq!(g.value_of_sum(&[]), 0);
    assert!(g.winning_moves(&[]).is_empty());
}

/// The divisor-set game of the benches on bits 0..bits: bit i stands
/// for the number i + 1; a move removes a number and may add all its
/// proper divisors.
fn divisors(bits: usize) -> Vec<u32> {
    (0..bits)
        .map(|i| {
            (0..i)
                .filter(|&j| (i + 1) % (j + 1) == 0)
                .fold(0, |m, j| m | 1 << j)
        })
        .collect()
}

fn divisor_game(bits: usize) -> impl Game<Position = u32> {
    let divs = divisors(bits);
    game_push(move |&m: &u32, push| {
        for i in (0..bits).filter(|&i| m >> i & 1 == 1) {
            let base = m & !(1 << i);
            push(&[base]);
            push(&[base | divs[i]]);
        }
    })
}

/// The plain array DP over the masks in increasing order (every option
/// is a smaller mask).
fn divisor_dp(bits: usize) -> Vec<u8> {
    let divs = divisors(bits);
    let mut g = vec![0u8; 1 << bits];
    for m in 1..1usize << bits {
        let mut seen = 0u64;
        for i in (0..bits).filter(|&i| m >> i & 1 == 1) {
            let base = m & !(1 << i);
            seen |= 1 << g[base];
            seen |= 1 << g[base | divs[i] as usize];
        }
        g[m] = (!seen).trailing_zeros() as u8;
    }
    g
}

#[test]
fn hash_and_dense_memos_agree_with_the_array_dp() {
    let bits = 13;
    let want = divisor_dp(bits);
    // From the top (a deep search), and position by position.
    let mut hash = Grundy::new(divisor_game(bits));
    let mut dense = Grundy::dense(divisor_game(bits), 1 << bits, |&m: &u32| m as usize);
    let top = (1u32 << bits) - 1;
    assert_eq!(hash.value(&top), u64::from(want[top as usize]));
    assert_eq!(dense.value(&top), u64::from(want[top as usize]));
    for (m, &w) in want.iter().enumerate() {
        assert_eq!(hash.value(&(m as u32)), u64::from(w), "hash, mask {m:#b}");
        assert_eq!(dense.value(&(m as u32)), u64::from(w), "dense, mask {m:#b}");
    }
    assert_eq!((hash.memo_len(), dense.memo_len()), (1 << bits, 1 << bits));
    // The sum machinery works on the dense memo too.
    let sum = [5u32, 6, 7];
    let total = sum.iter().fold(0, |x, &m| x ^ u64::from(want[m as usize]));
    assert_eq!(dense.value_of_sum(&sum), total);
    assert_eq!(dense.winning_moves(&sum).is_empty(), total == 0);
}

#[test]
fn values_of_64_and_more() {
    // Nim heaps (value n) from the top, in both forms and both memos:
    // the mex passes the one-word fast path at 64.
    let push = || game_push(|&n: &u32, push| (0..n).rev().for_each(|m| push(&[m])));
    let mut hash = Grundy::new(push());
    let mut dense = Grundy::dense(push(), 301, |&n: &u32| n as usize);
    let mut vec = Grundy::new(game_fn(|&n: &u32| (0..n).map(|m| vec![m]).collect()));
    assert_eq!(
        (hash.value(&300), dense.value(&300), vec.value(&300)),
        (300, 300, 300)
    );
    assert!((0..=300).all(|n| hash.value(&n) == u64::from(n) && dense.value(&n) == u64::from(n)));
    // Two heaps of 70 and 100 as one option: 70 ^ 100 = 34.
    let mut g = Grundy::new(game_fn(|&n: &u32| match n {
        1000 => vec![vec![70, 100]],
        n => (0..n).map(|m| vec![m]).collect(),
    }));
    assert_eq!(g.options_with_values(&1000), vec![(vec![70, 100], 34)]);
}

#[test]
fn values_of_64_and_more_with_gaps_and_repeats() {
    // Node n moves to each m < n kept by a seeded draw (about 19 in 20),
    // some twice, nearest first: values well past 64 with gaps, options
    // of equal value and values above the mex. Brute force: the nodes in
    // increasing order, the mex of a set of the options' values.
    let mut rng = StdRng::seed_from_u64(6464);
    for case in 0..10 {
        let n = 400;
        let succ: Vec<Vec<u32>> = (0..n)
            .map(|v| {
                let mut s = Vec::new();
                for m in (0..v).rev() {
                    match rng.random_range(0..40) {
                        0 | 1 => {}
                        2 => s.extend([m, m]),
                        _ => s.push(m),
                    }
                }
                s
            })
            .collect();
        let mut want = vec![0u64; n as usize];
        for v in 0..n as usize {
            let set: std::collections::BTreeSet<u64> =
                succ[v].iter().map(|&m| want[m as usize]).collect();
            want[v] = (0..).find(|x| !set.contains(x)).unwrap();
        }
        assert!(
            want.iter().filter(|&&w| w >= 64).count() > 100,
            "case {case}"
        );
        let graph = succ.clone();
        let mut g = Grundy::new(game_push(move |&v: &u32, push| {
            for &m in &graph[v as usize] {
                push(&[m]);
            }
        }));
        for v in (0..n).rev() {
            assert_eq!(g.value(&v), want[v as usize], "case {case}, node {v}");
        }
    }
}

#[test]
fn fill_agrees_with_the_array_dp_and_the_search() {
    // Every option a smaller mask: one scan a position.
    let bits = 13;
    let want = divisor_dp(bits);
    let mut dense = Grundy::dense(divisor_game(bits), 1 << bits, |&m: &u32| m as usize);
    let got = dense.fill(|i| i as u32);
    assert_eq!(got.len(), want.len());
    for (m, (&g, &w)) in got.iter().zip(&want).enumerate() {
        assert_eq!(g, u64::from(w), "mask {m:#b}");
    }
    assert_eq!(dense.memo_len(), 1 << bits);
    // Values of 64 and more (Nim heaps, value n), and options of two
    // components (Lasker's Nim against heap_table).
    let mut nim = Grundy::dense(
        game_push(|&n: &u32, push| (0..n).rev().for_each(|m| push(&[m]))),
        301,
        |&n: &u32| n as usize,
    );
    assert_eq!(nim.fill(|i| i as u32), (0..=300).collect::<Vec<u64>>());
    let lasker = |n: usize, push: &mut dyn FnMut(&[usize])| {
        for k in 1..=n {
            push(&[n - k]);
        }
        for a in 1..=n / 2 {
            push(&[a, n - a]);
        }
    };
    let table = heap_table(201, lasker);
    let mut g = Grundy::dense(heap_game(lasker), 201, |&n: &usize| n);
    assert_eq!(g.fill(|i| i), table);
}

/// A random DAG on `n` nodes: `succ[v]` has up to 5 options of node
/// `v`, each a smaller node; and a random permutation `label` of the
/// nodes (node `v` is given the label `label[v]`).
fn shuffled_dag(rng: &mut StdRng, n: usize) -> (Vec<usize>, Vec<Vec<usize>>) {
    let mut label: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        label.swap(i, rng.random_range(0..=i));
    }
    let mut succ = vec![Vec::new(); n];
    for (v, options) in succ.iter_mut().enumerate().skip(1) {
        for _ in 0..rng.random_range(0..=5) {
            options.push(rng.random_range(0..v));
        }
    }
    (label, succ)
}

#[test]
fn fill_with_options_of_larger_indexes_falls_back_to_the_search() {
    // Random DAGs where an edge goes to a smaller node, with the nodes
    // then given shuffled indexes: many options have a larger index.
    // The brute force: the nodes in their own order, mex by the rules.
    let mut rng = StdRng::seed_from_u64(2027);
    for case in 0..100 {
        let n = rng.random_range(1..=80);
        let (label, succ) = shuffled_dag(&mut rng, n);
        let mut want = vec![0u32; n];
        for v in 0..n {
            let mut set = MexSet::new();
            for &w in &succ[v] {
                set.insert(want[w] as usize);
            }
            want[v] = set.take_mex() as u32;
        }
        // The game on indexes: index label[v] is node v.
        let mut node = vec![0; n];
        for (v, &l) in label.iter().enumerate() {
            node[l] = v;
        }
        let (graph, labels) = (succ.clone(), label.clone());
        let game = game_push(move |&l: &usize, push| {
            for &w in &graph[node[l]] {
                push(&[labels[w]]);
            }
        });
        let mut g = Grundy::dense(game, n, |&l: &usize| l);
        // Some values known before the fill are kept.
        let first = label[n - 1];
        assert_eq!(g.value(&first), u64::from(want[n - 1]), "case {case}");
        let got = g.fill(|l| l);
        for v in 0..n {
            assert_eq!(got[label[v]], u64::from(want[v]), "case {case}, node {v}");
        }
        assert_eq!(g.memo_len(), n, "case {case}");
    }
    // Every option larger: heap n has index 99 - n.
    let mut g = Grundy::dense(
        game_push(|&n: &u32, push| (0..n).for_each(|m| push(&[m]))),
        100,
        |&n: &u32| 99 - n as usize,
    );
    assert_eq!(
        g.fill(|i| 99 - i as u32),
        (0..100).rev().collect::<Vec<u64>>()
    );
}

#[test]
#[should_panic(expected = "the game has a cycle")]
fn fill_reports_a_cycle() {
    // 0 -> 1, 1 -> 2 and 2 -> 1: the fill meets 1 (larger) from 0.
    let game = game_fn(|&n: &u8| match n {
        0 => vec![vec![1]],
        1 => vec![vec![2]],
        _ => vec![vec![1]],
    });
    Grundy::dense(game, 3, |&n: &u8| n as usize).fill(|i| i as u8);
}

#[test]
#[should_panic(expected = "the game has a cycle")]
fn fill_reports_a_position_that_is_its_own_option() {
    let game = game_fn(|&n: &u8| vec![vec![n]]);
    Grundy::dense(game, 3, |&n: &u8| n as usize).fill(|i| i as u8);
}

#[test]
#[should_panic(expected = "is not below the memo's bound 4")]
fn fill_reports_an_option_out_of_bound() {
    // Heap 3 may add one: heap 4 has no index below 4.
    let game = game_fn(|&n: &u32| vec![vec![n + 1]; usize::from(n == 3)]);
    Grundy::dense(game, 4, |&n: &u32| n as usize).fill(|i| i as u32);
}

#[test]
#[should_panic(expected = "fill: the position of index 1 has index 2, not 1")]
fn fill_reports_a_position_of_another_index() {
    let game = game_fn(|_: &u32| vec![]);
    Grundy::dense(game, 4, |&n: &u32| n as usize).fill(|i| 2 * i as u32);
}

#[test]
#[should_panic(expected = "is not below the memo's bound 8")]
fn a_dense_index_out_of_bound_is_reported() {
    let mut g = Grundy::dense(
        game_fn(|&n: &u32| (0..n).map(|m| vec![m]).collect()),
        8,
        |&n: &u32| n as usize,
    );
    g.value(&8);
}

#[test]
fn dag_values_agree_with_the_memo_on_random_graphs() {
    let mut rng = StdRng::seed_from_u64(2000);
    for case in 0..100 {
        let n = rng.random_range(1..=60);
        // The graph on the shuffled labels, so the search meets nodes
        // out of order.
        let (label, nodes) = shuffled_dag(&mut rng, n);
        let mut succ = vec![Vec::new(); n];
        for (v, options) in nodes.iter().enumerate() {
            succ[label[v]] = options.iter().map(|&w| label[w]).collect();
        }
        let graph = succ.clone();
        let mut g = Grundy::new(game_fn(move |&v: &usize| {
            graph[v].iter().map(|&w| vec![w]).collect()
        }));
        let got = dag_values(n, &succ);
        for (v, &value) in got.iter().enumerate() {
            assert_eq!(value, g.value(&v), "case {case}, node {v}");
        }
    }
    // The complete DAG: node i has every j < i as an option, value i.
    let succ: Vec<Vec<usize>> = (0..300).map(|i| (0..i).collect()).collect();
    assert_eq!(dag_values(300, &succ), (0..300).collect::<Vec<u64>>());
}

#[test]
#[should_panic(expected = "the graph has a cycle through node")]
fn dag_values_reports_a_cycle() {
    dag_values(4, &[vec![], vec![2], vec![3], vec![1]]);
}

#[test]
#[should_panic(expected = "an edge 1 -> 5 leaves the 3 nodes")]
fn dag_values_reports_an_edge_out_of_range() {
    dag_values(3, &[vec![], vec![5], vec![]]);
}

type Coin = (usize, usize);

/// A coin-turning game on a `side x side` board, by the rules: a
/// position is the mask of heads (coin (x, y) is bit x * side + y); a
/// move turns a heads coin c to tails together with one of `flips(c)`
/// (coins of smaller index, each turned either way). Returns the Grundy
/// value of every mask.
fn coins_by_the_rules(side: usize, flips: &dyn Fn(Coin) -> Vec<Vec<Coin>>) -> Vec<u32> {
    let bit = |(x, y): (usize, usize)| 1usize << (x * side + y);
    let mut g = vec![0u32; 1 << (side * side)];
    for m in 1..g.len() {
        let mut set = MexSet::new();
        for c in (0..side * side).filter(|&i| m >> i & 1 == 1) {
            for option in flips((c / side, c % side)) {
                let after = option.iter().fold(m ^ 1 << c, |a, &o| a ^ bit(o));
                assert!(after < m, "every flip is of a smaller coin");
                set.insert(g[after] as usize);
            }
        }
        g[m] = set.take_mex() as u32;
    }
    g
}

/// Checks a product game on every position of its board: the value of a
/// set of heads is the XOR of single coins' values, and the winning
/// moves, applied with cancelling flips, are exactly the moves to a
/// position of value 0.
fn check_coins(
    side: usize,
    flips: impl Fn((usize, usize)) -> Vec<Vec<(usize, usize)>> + Clone + 'static,
) {
    let brute = coins_by_the_rules(side, &flips);
    let rule = flips.clone();
    let mut g = Grundy::new(game_fn(move |&c: &(usize, usize)| rule(c)));
    let mask_of =
        |heads: &[(usize, usize)]| heads.iter().fold(0, |m, &(x, y)| m | 1 << (x * side + y));
    for (m, &want) in brute.iter().enumerate() {
        let heads: Vec<(usize, usize)> = (0..side * side)
            .filter(|&i| m >> i & 1 == 1)
            .map(|i| (i / side, i % side))
            .collect();
        assert_eq!(g.value_of_sum(&heads), u64::from(want), "heads {heads:?}");
        let mut winning = Vec::new();
        for (i, &c) in heads.iter().enumerate() {
            for (j, option) in flips(c).into_iter().enumerate() {
                let after = option
                    .iter()
                    .fold(m ^ mask_of(&[c]), |a, &o| a ^ mask_of(&[o]));
                if brute[after] == 0 {
                    winning.push((i, j, after));
                }
            }
        }
        let got: Vec<(usize, usize, usize)> = g
            .winning_moves(&heads)
            .into_iter()
            .map(|mv| {
                let after = mv.apply_cancelling(&heads);
                // A set of distinct coins, the same as cancelling pairs
                // in what the plain apply leaves.
                let mut sorted = after.clone();
                sorted.sort();
                assert_eq!(sorted, cancel_pairs(&mv.apply(&heads)));
                (mv.component, mv.option, mask_of(&after))
            })
            .collect();
        assert_eq!(got, winning, "heads {heads:?}");
    }
}

#[test]
fn turning_corners_values_are_xors_of_single_coins() {
    // Turning Corners: the corners (a, y), (x, b), (a, b) of a rectangle
    // with (x, y) as its far corner, a < x, b < y.
    check_coins(4, |(x, y)| {
        let mut options = Vec::new();
        for a in 0..x {
            for b in 0..y {
                options.push(vec![(a, y), (x, b), (a, b)]);
            }
        }
        options
    });
}

#[test]
fn ruler_times_ruler_values_are_xors_of_single_coins() {
    // Ruler on coins 1..=4 (index + 1): turn a run of coins ending at the
    // one turned down. The product turns a run of rows times a run of
    // columns, with (x, y) as its far corner.
    check_coins(4, |(x, y)| {
        let mut options = Vec::new();
        for a in 0..=x {
            for b in 0..=y {
                let mut others = Vec::new();
                for i in a..=x {
                    for j in b..=y {
                        if (i, j) != (x, y) {
                            others.push((i, j));
                        }
                    }
                }
                options.push(others);
            }
        }
        options
    });
}

/// Whether the mover wins the sum of heaps `heaps` (sorted) of the game
/// `rule`, by search over whole sums: a sum is won iff some move in some
/// heap leaves a lost sum. Independent of the Sprague-Grundy theorem.
fn sum_wins(
    heaps: &[u64],
    rule: &dyn Fn(u64) -> Vec<Vec<u64>>,
    memo: &mut std::collections::HashMap<Vec<u64>, bool>,
) -> bool {
    if let Some(&w) = memo.get(heaps) {
        return w;
    }
    let mut win = false;
    'all: for i in 0..heaps.len() {
        for option in rule(heaps[i]) {
            let mut after: Vec<u64> = heaps[..i].to_vec();
            after.extend_from_slice(&heaps[i + 1..]);
            after.extend(option.into_iter().filter(|&h| h > 0));
            after.sort_unstable();
            if !sum_wins(&after, rule, memo) {
                win = true;
                break 'all;
            }
        }
    }
    memo.insert(heaps.to_vec(), win);
    win
}

#[test]
fn counted_winning_moves_agree_with_the_expanded_sum_and_the_rules() {
    // Take 1, 2 or 5, or split a heap of 4 or more into two: beans in
    // bottles, counts 0 to 3, heaps up to 7, the same heap in two pairs.
    let rule = |n: u64| -> Vec<Vec<u64>> {
        let mut o: Vec<Vec<u64>> = [1, 2, 5]
            .iter()
            .filter(|&&k| k <= n)
            .map(|&k| vec![n - k])
            .collect();
        if n >= 4 {
            o.extend((1..=n / 2).map(|a| vec![a, n - a]));
        }
        o
    };
    let mut g = Grundy::new(game_fn(|&n: &u64| rule(n)));
    let mut memo = std::collections::HashMap::new();
    let mut rng = StdRng::seed_from_u64(2026);
    let mut with_even = 0;
    for case in 0..200 {
        let k = rng.random_range(0..=3);
        let pairs: Vec<(u64, u64)> = (0..k)
            .map(|_| (rng.random_range(1..=7), rng.random_range(0..=3)))
            .collect();
        let counted = g.winning_moves_counted(&pairs);
        // The expanded multiset and winning_moves on it.
        let mut expanded = Vec::new();
        let mut owner = Vec::new(); // the first pair holding each copy's position
        for &(p, c) in &pairs {
            let first = pairs
                .iter()
                .position(|&(q, d)| q == p && d > 0)
                .unwrap_or(0);
            for _ in 0..c {
                expanded.push(p);
                owner.push(first);
            }
        }
        let flat = g.winning_moves(&expanded);
        assert_eq!(counted.count, flat.len() as u128, "case {case}: {pairs:?}");
        let mut distinct: Vec<(usize, usize, Vec<u64>)> = flat
            .iter()
            .map(|m| (owner[m.component], m.option, m.to.clone()))
            .collect();
        distinct.sort();
        distinct.dedup();
        let got: Vec<(usize, usize, Vec<u64>)> = counted
            .moves
            .iter()
            .map(|m| (m.component, m.option, m.to.clone()))
            .collect();
        assert_eq!(got, distinct, "case {case}: {pairs:?}");
        // From the rules: a move of one copy wins iff it leaves a lost sum.
        let mut sorted = expanded.clone();
        sorted.sort_unstable();
        let mut want = Vec::new();
        let mut want_count = 0u128;
        for (i, &(p, c)) in pairs.iter().enumerate() {
            if c == 0 || pairs[..i].iter().any(|&(q, d)| q == p && d > 0) {
                continue;
            }
            let copies: u64 = pairs
                .iter()
                .filter(|&&(q, _)| q == p)
                .map(|&(_, d)| d)
                .sum();
            for (o, to) in rule(p).into_iter().enumerate() {
                let at = sorted.iter().position(|&h| h == p).unwrap();
                let mut after = sorted.clone();
                after.remove(at);
                after.extend(to.iter().copied().filter(|&h| h > 0));
                after.sort_unstable();
                if !sum_wins(&after, &rule, &mut memo) {
                    want.push((i, o, to));
                    want_count += u128::from(copies);
                    if copies % 2 == 0 {
                        with_even += 1;
                    }
                }
            }
        }
        assert_eq!(got, want, "case {case}: {pairs:?}");
        assert_eq!(counted.count, want_count, "case {case}: {pairs:?}");
        let value = g.value_of_counts(&pairs);
        assert_eq!(
            value != 0,
            sum_wins(&sorted, &rule, &mut memo),
            "case {case}: {pairs:?}"
        );
    }
    // The cases met winning moves of components of even count.
    assert!(
        with_even > 10,
        "only {with_even} winning moves of even-count components"
    );
}

/// The cutting game (POJ 2311) played by its own rules on a sum of sheets
/// (sorted): a move cuts one sheet in two along a grid line, and whoever
/// makes a 1 x 1 sheet wins at once; with no cut left, the mover loses.
fn cutting_wins(
    sheets: &[(u32, u32)],
    memo: &mut std::collections::HashMap<Vec<(u32, u32)>, bool>,
) -> bool {
    if let Some(&w) = memo.get(sheets) {
        return w;
    }
    let mut win = false;
    'all: for (k, &(w, h)) in sheets.iter().enumerate() {
        let mut cuts = Vec::new();
        for i in 1..w {
            cuts.push([(i, h), (w - i, h)]);
        }
        for j in 1..h {
            cuts.push([(w, j), (w, h - j)]);
        }
        for pieces in cuts {
            if pieces.contains(&(1, 1)) {
                win = true; // a 1 x 1 piece: the mover wins at once
                break 'all;
            }
            let mut after = sheets.to_vec();
            after.remove(k);
            after.extend_from_slice(&pieces);
            after.sort_unstable();
            if !cutting_wins(&after, memo) {
                win = true;
                break 'all;
            }
        }
    }
    memo.insert(sheets.to_vec(), win);
    win
}

#[test]
fn immediate_wins_agree_with_the_cutting_game_played_by_its_rules() {
    let cuts = game_push(|&(w, h): &(u32, u32), push| {
        for i in 1..w {
            if !(h == 1 && (i == 1 || w - i == 1)) {
                push(&[(i, h), (w - i, h)]);
            }
        }
        for j in 1..h {
            if !(w == 1 && (j == 1 || h - j == 1)) {
                push(&[(w, j), (w, h - j)]);
            }
        }
    });
    let hot = |&(w, h): &(u32, u32)| w.min(h) == 1 && w.max(h) >= 2;
    let mut g = Grundy::new(immediate_wins(cuts, hot));
    let mut memo = std::collections::HashMap::new();
    // Every sum of one or two sheets of sides 1 to 5, and random triples.
    let sheets: Vec<(u32, u32)> = (1..=5).flat_map(|w| (1..=5).map(move |h| (w, h))).collect();
    let mut sums: Vec<Vec<(u32, u32)>> = sheets.iter().map(|&s| vec![s]).collect();
    for (i, &a) in sheets.iter().enumerate() {
        for &b in &sheets[i..] {
            sums.push(vec![a, b]);
        }
    }
    let mut rng = StdRng::seed_from_u64(2311);
    for _ in 0..150 {
        sums.push(
            (0..3)
                .map(|_| (rng.random_range(1..=4), rng.random_range(1..=4)))
                .collect(),
        );
    }
    let mut lost = 0;
    for sum in &sums {
        let mut sorted = sum.clone();
        sorted.sort_unstable();
        let wins = cutting_wins(&sorted, &mut memo);
        let outcome = immediate_outcome(&mut g, sum);
        assert_eq!(outcome.first_player_wins(), wins, "sheets {sum:?}");
        if let ImmediateOutcome::Moves(moves) = outcome {
            // The winning moves are exactly the cuts that leave no 1 x 1
            // sheet and a sum lost for the opponent by the rules.
            for (k, &(w, h)) in sum.iter().enumerate() {
                let listed: Vec<Vec<(u32, u32)>> = moves
                    .iter()
                    .filter(|m| m.component == k)
                    .map(|m| m.to.clone())
                    .collect();
                let mut want = Vec::new();
                for option in g.game().inner().options(&(w, h)) {
                    let mut after = sum.clone();
                    after.remove(k);
                    after.extend_from_slice(&option);
                    after.sort_unstable();
                    if !cutting_wins(&after, &mut memo) {
                        want.push(option);
                    }
                }
                assert_eq!(listed, want, "sheets {sum:?}, sheet {k}");
            }
            lost += usize::from(!wins);
        }
    }
    assert!(lost > 20, "only {lost} lost sums");
    // POJ 2311's samples: 2 x 2 and 3 x 2 lose, 4 x 2 wins.
    assert!(!immediate_outcome(&mut g, &[(2, 2)]).first_player_wins());
    assert!(!immediate_outcome(&mut g, &[(3, 2)]).first_player_wins());
    assert!(immediate_outcome(&mut g, &[(4, 2)]).first_player_wins());
}

/// Treblecross on several strips, by its rules: a position is a sorted list
/// of strips `(length, mask of X)`; a move puts an X on an empty cell of one
/// strip; whoever completes three X in a row wins at once.
fn treblecross_wins(
    strips: &[(u8, u16)],
    memo: &mut std::collections::HashMap<Vec<(u8, u16)>, bool>,
) -> bool {
    if let Some(&w) = memo.get(strips) {
        return w;
    }
    let mut win = false;
    'all: for (k, &(len, mask)) in strips.iter().enumerate() {
        for x in (0..len).filter(|&x| mask >> x & 1 == 0) {
            let after_mask = mask | 1 << x;
            if three_in_a_row(len, after_mask) {
                win = true;
                break 'all;
            }
            let mut after = strips.to_vec();
            after[k] = (len, after_mask);
            after.sort_unstable();
            if !treblecross_wins(&after, memo) {
                win = true;
                break 'all;
            }
        }
    }
    memo.insert(strips.to_vec(), win);
    win
}

fn three_in_a_row(len: u8, mask: u16) -> bool {
    (0..len.saturating_sub(2)).any(|x| mask >> x & 0b111 == 0b111)
}

#[test]
fn immediate_wins_agree_with_treblecross_played_by_its_rules() {
    use crate::impartial::octal::OctalGame;
    // The game's moves: an X on an empty cell that does not complete a row.
    let place = game_push(|&(len, mask): &(u8, u16), push| {
        for x in (0..len).filter(|&x| mask >> x & 1 == 0) {
            if !three_in_a_row(len, mask | 1 << x) {
                push(&[(len, mask | 1 << x)]);
            }
        }
    });
    let hot = |&(len, mask): &(u8, u16)| {
        (0..len).any(|x| mask >> x & 1 == 0 && three_in_a_row(len, mask | 1 << x))
    };
    let mut g = Grundy::new(immediate_wins(place, hot));
    let mut memo = std::collections::HashMap::new();
    // Every pair of strips of lengths 1 to 5 and any marks, and empty strips
    // up to 9 alone and in pairs.
    let mut strips: Vec<(u8, u16)> = Vec::new();
    for len in 1..=5u8 {
        strips.extend((0..1u16 << len).map(|m| (len, m)));
    }
    let mut sums: Vec<Vec<(u8, u16)>> = Vec::new();
    for (i, &a) in strips.iter().enumerate() {
        for &b in strips[i..].iter().step_by(3) {
            sums.push(vec![a, b]);
        }
    }
    for a in 1..=9u8 {
        sums.push(vec![(a, 0)]);
        for b in a..=9u8 {
            sums.push(vec![(a, 0), (b, 0)]);
        }
    }
    for sum in &sums {
        let mut sorted = sum.clone();
        sorted.sort_unstable();
        let wins = treblecross_wins(&sorted, &mut memo);
        assert_eq!(
            immediate_outcome(&mut g, sum).first_player_wins(),
            wins,
            "strips {sum:?}"
        );
    }
    // A strip of n >= 3 empty cells is the octal game 0.11337 on n cells:
    // an X poisons the cells within 2 of it (a later X there hands over a
    // win), so a move takes 3 or 4 cells at an end or 5 anywhere (splitting
    // what is left), or a whole heap of 1 or 2 free cells (whose poisoned
    // neighbours still make a row). Strips of 1 and 2 hold no row at all:
    // values 1 and 0 (fill the cells), not the octal 1 and 1.
    let octal = OctalGame::parse("0.11337").unwrap().table(14);
    assert_eq!((g.value(&(1, 0)), g.value(&(2, 0))), (1, 0));
    for n in 3..14u8 {
        assert_eq!(g.value(&(n, 0)), octal[n as usize], "strip of {n}");
    }
}

#[test]
fn values_of_64_and_more_with_gaps_agree_with_a_brute_force() {
    // Random DAGs where node v moves to most smaller nodes: values pass 64,
    // with values of 64 and more missing below the mex or folded beside a
    // mex below 64. The brute force: the nodes in order, the mex by
    // counting up past the options' values.
    let mut rng = StdRng::seed_from_u64(6464);
    for case in 0..20 {
        let n = rng.random_range(200..=300);
        let keep = rng.random_range(0.95..0.995);
        let succ: Vec<Vec<u32>> = (0..n)
            .map(|v| (0..v).filter(|_| rng.random_bool(keep)).collect())
            .collect();
        let mut want = vec![0u64; n as usize];
        for v in 0..n as usize {
            let values: std::collections::HashSet<u64> =
                succ[v].iter().map(|&w| want[w as usize]).collect();
            while values.contains(&want[v]) {
                want[v] += 1;
            }
        }
        assert!(want.iter().any(|&w| w >= 64), "case {case}: no value of 64");
        let graph = succ.clone();
        let mut push = Grundy::new(game_push(move |&v: &u32, push| {
            for &w in &graph[v as usize] {
                push(&[w]);
            }
        }));
        let mut vec = Grundy::new(game_fn(move |&v: &u32| {
            succ[v as usize].iter().map(|&w| vec![w]).collect()
        }));
        for v in (0..n).rev() {
            assert_eq!(push.value(&v), want[v as usize], "case {case}, node {v}");
            assert_eq!(vec.value(&v), want[v as usize], "case {case}, node {v}");
        }
    }
}

#[test]
fn a_deep_search_past_the_waiting_bound_agrees_with_the_array_dp() {
    // Heaps to 40,000: take 1 or 2, or take 3 or 4 and split the rest in
    // two with 1 or 2 on one side. Every option of a new heap is unknown
    // when met, so the path holds several waiting options a heap, tens of
    // thousands of heaps deep: past the bound on waiting components, where
    // a scan stops at its first unknown option and is made again. Both
    // forms of the rule (pushed, and vectors kept on the path), against
    // the array DP of `heap_table`.
    let rule = |n: usize, push: &mut dyn FnMut(&[usize])| {
        for k in 1..=2 {
            if k <= n {
                push(&[n - k]);
            }
        }
        for k in 3..=4 {
            for a in 1..=2 {
                if k + 2 * a <= n {
                    push(&[a, n - k - a]);
                }
            }
        }
    };
    let n = 40_000;
    let table = heap_table(n + 1, rule);
    let mut pushed = Grundy::new(game_push(|&m: &usize, push| rule(m, push)));
    let mut vectors = Grundy::new(game_fn(|&m: &usize| {
        let mut options = Vec::new();
        rule(m, &mut |o: &[usize]| options.push(o.to_vec()));
        options
    }));
    assert_eq!(pushed.value(&n), table[n]);
    assert_eq!(vectors.value(&n), table[n]);
    assert_eq!(pushed.memo_len(), n + 1);
    for (m, &want) in table.iter().enumerate() {
        assert_eq!(pushed.value(&m), want, "heap {m}, pushed");
        assert_eq!(vectors.value(&m), want, "heap {m}, vectors");
    }
}

/// A position whose `Hash` writes a `u128` before the position's own
/// fields, so its word never packs (the generic path of the memo's table).
#[derive(Clone, PartialEq, Eq, Debug)]
struct Wide<P>(P);

impl<P: std::hash::Hash> std::hash::Hash for Wide<P> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_u128(u128::MAX - 5);
        self.0.hash(state);
    }
}

/// The tuple game of issue 41 in miniature, its position `(rest, last)`
/// written as `P` by `enc` (read back by `dec`): take 1 to `m` but not
/// `last`. Its values by `Grundy::new` over `P` (packed when `P`'s fields
/// fit 64 bits) and over `Wide<P>` (never packed), against a brute force:
/// the table `g[rest][last]` by increasing `rest`, from the rule.
fn tuple_game_agrees<P>(
    n: usize,
    m: usize,
    enc: impl Fn(usize, usize) -> P + Copy,
    dec: impl Fn(&P) -> (usize, usize) + Copy,
) where
    P: Clone + Eq + std::hash::Hash + std::fmt::Debug,
{
    let mut g = vec![vec![0u32; m + 1]; n + 1];
    for rest in 1..=n {
        for last in 0..=m {
            let mut seen = 0u64;
            for k in (1..=m).filter(|&k| k != last && k <= rest) {
                seen |= 1 << g[rest - k][k];
            }
            g[rest][last] = (!seen).trailing_zeros();
        }
    }
    let rule = move |p: &P, push: &mut dyn FnMut(&[P])| {
        let (rest, last) = dec(p);
        for k in (1..=m).filter(|&k| k != last && k <= rest) {
            push(&[enc(rest - k, k)]);
        }
    };
    let mut packed = Grundy::new(game_push(rule));
    let mut wide = Grundy::new(game_push(move |p: &Wide<P>, push| {
        rule(&p.0, &mut |o: &[P]| {
            push(&o.iter().cloned().map(Wide).collect::<Vec<_>>())
        })
    }));
    // From the top first (one search reaches nearly every position), then
    // every position.
    assert_eq!(
        packed.value(&enc(n, 0)),
        u64::from(g[n][0]),
        "{:?}",
        enc(n, 0)
    );
    for rest in (0..=n).rev() {
        for (last, &value) in g[rest].iter().enumerate() {
            let p = enc(rest, last);
            assert_eq!(dec(&p), (rest, last));
            let want = u64::from(value);
            assert_eq!(packed.value(&p), want, "{p:?}");
            assert_eq!(wide.value(&Wide(p.clone())), want, "{p:?}, wide");
        }
    }
    assert_eq!(packed.memo_len(), wide.memo_len());
}

#[test]
fn tuple_positions_packed_or_not_agree_with_a_brute_force() {
    // The tuple as a contestant writes it, and near the top of each
    // field's range: rest counted down from u32::MAX, last from u8::MAX.
    tuple_game_agrees(
        3000,
        10,
        |r, l| (r as u32, l as u8),
        |&(r, l)| (r as usize, l as usize),
    );
    tuple_game_agrees(
        600,
        12,
        |r, l| (u32::MAX - 600 + r as u32, u8::MAX - l as u8),
        |&(r, l)| ((r - (u32::MAX - 600)) as usize, (u8::MAX - l) as usize),
    );
    // Two u32s (64 bits, the whole word), the high one at the top.
    tuple_game_agrees(
        500,
        9,
        |r, l| (u32::MAX - r as u32, u32::MAX - l as u32),
        |&(r, l)| ((u32::MAX - r) as usize, (u32::MAX - l) as usize),
    );
    // Three u16s, a parity of the rest in the middle one.
    tuple_game_agrees(
        800,
        7,
        |r, l| (u16::MAX - r as u16, (r % 2) as u16 * u16::MAX, l as u16),
        |&(r, _, l)| ((u16::MAX - r) as usize, l as usize),
    );
    // Signed fields (their two's complement bits), negative and at the
    // ends of their range.
    tuple_game_agrees(
        400,
        8,
        |r, l| (i32::MIN + r as i32, -(l as i8) - 1),
        |&(r, l)| ((r - i32::MIN) as usize, (-1 - l) as usize),
    );
    tuple_game_agrees(
        300,
        6,
        |r, l| (i16::MAX - r as i16, i64::MAX - l as i64),
        |&(r, l)| ((i16::MAX - r) as usize, (i64::MAX - l) as usize),
    );
    // Arrays of bytes (std writes their length first), and a u8 pair.
    tuple_game_agrees(
        250,
        5,
        |r, l| [r as u8, 0, l as u8],
        |a| (a[0] as usize, a[2] as usize),
    );
    tuple_game_agrees(
        255,
        4,
        |r, l| (u8::MAX - r as u8, l as u8),
        |&(r, l)| ((u8::MAX - r) as usize, l as usize),
    );
    // Wider than 64 bits: the generic path on both sides.
    tuple_game_agrees(
        400,
        10,
        |r, l| (u64::MAX - r as u64, l as u8),
        |&(r, l)| ((u64::MAX - r) as usize, l as usize),
    );
    tuple_game_agrees(
        300,
        6,
        |r, l| (r as u64, u64::MAX - l as u64, 7u16),
        |&(r, l, _)| (r as usize, (u64::MAX - l) as usize),
    );
}

#[test]
fn many_random_small_tuple_games_agree_with_a_brute_force() {
    // Random sizes, takes and offsets within the fields' ranges.
    let mut rng = StdRng::seed_from_u64(41);
    for _ in 0..40 {
        let n = rng.random_range(0..200usize);
        let m = rng.random_range(1..=12usize);
        let base: u32 = rng.random_range(0..=u32::MAX - 200);
        let shift: u8 = rng.random_range(0..=u8::MAX - 12);
        tuple_game_agrees(
            n,
            m,
            move |r, l| (base + r as u32, shift + l as u8),
            move |&(r, l)| ((r - base) as usize, (l - shift) as usize),
        );
        let hi: u16 = rng.random_range(0..=u16::MAX - 200);
        tuple_game_agrees(
            n,
            m,
            move |r, l| (l as u16, hi + r as u16, hi),
            move |&(l, r, _)| ((r - hi) as usize, l as usize),
        );
    }
}
