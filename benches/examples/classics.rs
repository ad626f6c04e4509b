//! One run of one case of the issue-26 shapes, for whole-process timing by
//! `scripts/classics-bench.sh` (which pairs each library form with the
//! loop a contestant writes by hand). Prints a checksum, so both forms can
//! be seen to agree.
//!
//! ```sh
//! cargo build --release -p grundy-benches --example classics
//! target/release/examples/classics splits lib 200000
//! ```
//!
//! Cases (`<case> <form> [n]`):
//! - `splits hand|lib|for|inline n`: heaps `0..n`, a move takes 1 or 2 tokens
//!   or splits the heap into `m >= 2` near-equal parts, any `m`. `lib` is
//!   `heap::heap_table_by_values` with `blocks::floor_blocks_from(..)
//!   .for_each`, `for` the same with a `for` loop over the blocks; `hand` the
//!   same block walk written inline with a stamped `seen` array for the mex;
//!   `inline` is `heap_table_by_values` with the hand's block walk (what the
//!   builder costs apart from the iterator).
//! - `everysg hand|fill|search|hash n`: suspense numbers of heaps `0..n`,
//!   take 1 to 3. `hand` the array DP; `fill` `EverySg::dense` and
//!   `fill_suspense`; `search` `EverySg::dense` asked for heap `n - 1`;
//!   `hash` `EverySg::new` asked for heap `n - 1`.
//! - `counted lib n`: `Grundy::winning_moves_counted` on `n` distinct heaps
//!   `0..n` of the subtraction game {1, 3, 4}, each with a count near 10^18.
//! - `capacity hand|lib n`: the XOR of the values of `n` boxes of the
//!   capacity game `f(c) = c^2` (HDU 1729), capacities up to 10^9 (the
//!   item's bound), drawn by a fixed LCG; half the boxes hold `c < 100`
//!   (several levels down), half any `c <= s` (mostly one move from full).
//!   `lib` is `capacity::capacity_value`; `hand` the contest loop, `t` from
//!   a floating-point square root adjusted to the largest `t + t^2 < s`.
//! - `segments lib n`: `segments::Segments` for Node Kayles, proven period,
//!   and the value at 10^18; then a 2-symbol rule's table to `n` lengths.

use grundy::blocks::floor_blocks_from;
use grundy::capacity::capacity_value;
use grundy::every_sg::EverySg;
use grundy::game::{game_push, Grundy};
use grundy::heap::heap_table_by_values;
use grundy::segments::Segments;

fn splits_lib(n: usize) -> u64 {
    let g = heap_table_by_values(n, |h, g, options| {
        for k in 1..=2.min(h) {
            options.insert(g[h - k]);
        }
        floor_blocks_from(h as u64, 2).for_each(|(lo, hi, q)| {
            let q = q as usize;
            let lo = lo as usize;
            for m in lo..=(hi as usize).min(lo + 1) {
                let r = h - q * m;
                let big = if r % 2 == 1 { g[q + 1] } else { 0 };
                let small = if (m - r) % 2 == 1 { g[q] } else { 0 };
                options.insert(big ^ small);
            }
        });
    });
    g.iter().sum()
}

fn splits_for(n: usize) -> u64 {
    let g = heap_table_by_values(n, |h, g, options| {
        for k in 1..=2.min(h) {
            options.insert(g[h - k]);
        }
        for (lo, hi, q) in floor_blocks_from(h as u64, 2) {
            let q = q as usize;
            let lo = lo as usize;
            for m in lo..=(hi as usize).min(lo + 1) {
                let r = h - q * m;
                let big = if r % 2 == 1 { g[q + 1] } else { 0 };
                let small = if (m - r) % 2 == 1 { g[q] } else { 0 };
                options.insert(big ^ small);
            }
        }
    });
    g.iter().sum()
}

fn splits_inline(n: usize) -> u64 {
    let g = heap_table_by_values(n, |h, g, options| {
        for k in 1..=2.min(h) {
            options.insert(g[h - k]);
        }
        let mut m = 2;
        while m <= h {
            let q = h / m;
            let hi = h / q;
            for mm in m..=hi.min(m + 1) {
                let r = h - q * mm;
                let big = if r % 2 == 1 { g[q + 1] } else { 0 };
                let small = if (mm - r) % 2 == 1 { g[q] } else { 0 };
                options.insert(big ^ small);
            }
            m = hi + 1;
        }
    });
    g.iter().sum()
}

fn splits_hand(n: usize) -> u64 {
    let mut g = vec![0u32; n];
    let mut seen = vec![0usize; 2 * n + 8];
    for h in 1..n {
        let stamp = h;
        for k in 1..=2.min(h) {
            seen[g[h - k] as usize] = stamp;
        }
        let mut m = 2;
        while m <= h {
            let q = h / m;
            let hi = h / q;
            for mm in m..=hi.min(m + 1) {
                let r = h - q * mm;
                let big = if r % 2 == 1 { g[q + 1] } else { 0 };
                let small = if (mm - r) % 2 == 1 { g[q] } else { 0 };
                seen[(big ^ small) as usize] = stamp;
            }
            m = hi + 1;
        }
        let mut v = 0;
        while seen[v] == stamp {
            v += 1;
        }
        g[h] = v as u32;
    }
    g.iter().map(|&v| u64::from(v)).sum()
}

fn take3() -> impl grundy::game::Game<Position = u32> {
    game_push(|&h: &u32, push| {
        for k in 1..=3.min(h) {
            push(&[h - k]);
        }
    })
}

fn everysg_hand(n: usize) -> u64 {
    let mut s = vec![0u32; n];
    for h in 1..n {
        let mut max_even: Option<u32> = None;
        let mut min_all = u32::MAX;
        for k in 1..=3.min(h) {
            let o = s[h - k];
            if o & 1 == 0 {
                max_even = Some(max_even.map_or(o, |m| m.max(o)));
            }
            min_all = min_all.min(o);
        }
        s[h] = 1 + max_even.unwrap_or(min_all);
    }
    s.iter().map(|&v| u64::from(v)).sum()
}

fn everysg_fill(n: usize) -> u64 {
    let mut e = EverySg::dense(take3(), n, |&h: &u32| h as usize);
    e.fill_suspense(|i| i as u32)
        .iter()
        .map(|&v| u64::from(v))
        .sum()
}

fn counted(n: usize) -> u64 {
    let game = game_push(|&h: &u64, push| {
        for k in [1, 3, 4] {
            if k <= h {
                push(&[h - k]);
            }
        }
    });
    let mut g = Grundy::new(game);
    let pairs: Vec<(u64, u64)> = (0..n as u64)
        .map(|h| (h, 999_999_999_999_999_000 + h % 1000))
        .collect();
    let w = g.winning_moves_counted(&pairs);
    w.moves.len() as u64 ^ (w.count % 1_000_000_007) as u64
}

/// The boxes `(s, c)` of the capacity case: a fixed LCG, `s` in
/// `1..=10^9`, `c < min(100, s + 1)` for even `i`, `c <= s` for odd `i`.
fn boxes(n: usize) -> Vec<(u64, u64)> {
    let mut x = 0x2545_f491_4f6c_dd1du64;
    let mut draw = move || {
        x = x
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        x >> 16
    };
    (0..n)
        .map(|i| {
            let s = draw() % 1_000_000_000 + 1;
            let c = if i % 2 == 0 {
                draw() % 100.min(s + 1)
            } else {
                draw() % (s + 1)
            };
            (s, c)
        })
        .collect()
}

fn capacity_lib(n: usize) -> u64 {
    boxes(n)
        .iter()
        .fold(0, |x, &(s, c)| x ^ capacity_value(s, c, |c| c * c))
}

fn capacity_hand(n: usize) -> u64 {
    boxes(n).iter().fold(0, |x, &(s, c)| {
        let mut s = s;
        let v = loop {
            let mut t = (s as f64).sqrt() as u64;
            while t > 0 && t + t * t >= s {
                t -= 1;
            }
            while (t + 1) + (t + 1) * (t + 1) < s {
                t += 1;
            }
            if c > t || t + t * t >= s {
                break s - c;
            }
            if c == t {
                break 0;
            }
            s = t;
        };
        x ^ v
    })
}

fn segments(n: usize) -> u64 {
    let mut kayles = Segments::new(1, |x, y| !(x == 1 && y == 1));
    let p = kayles.prove(1000).expect("Node Kayles has a period");
    let far = kayles.value(0, 1_000_000_000_000_000_000, 0);
    let mut two = Segments::new(2, |x, y| !(x == y && x != 0 || x == 1 && y == 2));
    two.extend(n);
    far + p.period as u64 + two.table(0, 0).iter().sum::<u64>()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let usage = "usage: classics <splits|everysg|counted|segments|capacity> <form> [n]";
    if args.len() < 3 {
        eprintln!("{usage}");
        std::process::exit(2);
    }
    let n: usize = match args.get(3).map(|s| s.parse()) {
        None => 200_000,
        Some(Ok(n)) if n >= 1 => n,
        _ => {
            eprintln!("classics: n must be a positive integer, not {:?}", args[3]);
            std::process::exit(2);
        }
    };
    let sum = match (args[1].as_str(), args[2].as_str()) {
        ("splits", "lib") => splits_lib(n),
        ("splits", "hand") => splits_hand(n),
        ("splits", "inline") => splits_inline(n),
        ("splits", "for") => splits_for(n),
        ("everysg", "hand") => everysg_hand(n),
        ("everysg", "fill") => everysg_fill(n),
        ("everysg", "search") => {
            let mut e = EverySg::dense(take3(), n, |&h: &u32| h as usize);
            e.suspense(&(n as u32 - 1))
        }
        ("everysg", "hash") => EverySg::new(take3()).suspense(&(n as u32 - 1)),
        ("counted", "lib") => counted(n),
        ("segments", "lib") => segments(n),
        ("capacity", "lib") => capacity_lib(n),
        ("capacity", "hand") => capacity_hand(n),
        _ => {
            eprintln!("classics: unknown case {} {}; {usage}", args[1], args[2]);
            std::process::exit(2);
        }
    };
    println!("{sum}");
}
