//! Coin-turning games (Winning Ways ch. 14; Lessons in Play ch. 7): a row
//! of coins numbered 0, 1, 2, ..., some heads; a move turns over a set of
//! coins whose highest goes from heads to tails. A position is the sum of
//! its heads, each a game of its own, so its value is the XOR of `g(n)`
//! over the heads at coins `n`, where `g(n)` is the mex, over the sets of
//! other coins a move from `n` may turn (all below `n`), of the XOR of their
//! `g` (a tail turned up adds its value, a head turned down removes it: the
//! same XOR). Coin 0 is a coin like any other: turning it alone is a move
//! (`()`: no other coin), so `g(0)` is 1 where the rule allows it.

use crate::rule::{Rule, RuleError};

/// `g(0..len)` of the coin-turning `rule` ([`Rule::parse_coins`]), within
/// `bound` steps; where the rule fails at coin `n`, the values below `n`
/// and the error.
pub fn values(rule: &Rule, len: usize, bound: u64) -> (Vec<u32>, Option<RuleError>) {
    let mut g: Vec<u32> = Vec::with_capacity(len);
    let mut work = 0u64;
    let mut seen: Vec<bool> = Vec::new();
    for n in 0..len {
        seen.clear();
        let result = rule.options(n, &mut work, bound, &mut |coins| {
            let v = coins.iter().fold(0u32, |x, &c| x ^ g[c]) as usize;
            if v >= seen.len() {
                seen.resize(v + 1, false);
            }
            seen[v] = true;
        });
        if let Err(e) = result {
            return (g, Some(e));
        }
        g.push(seen.iter().position(|&b| !b).unwrap_or(seen.len()) as u32);
    }
    (g, None)
}
