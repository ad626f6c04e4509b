// https://www.acmicpc.net/problem/9662
// Take one of K amounts (1..=22), the last stone wins; count the N in 1..=M
// (M up to 10^9) that the second player (CY) wins. The win/lose outcomes
// repeat once a window of max-amount outcomes repeats (a proven period,
// grundy::period); the count over 1..=M is O(period) (grundy::games::stones).
use grundy::games::stones::second_player_wins_up_to;
use grundy::input::{check_all, check_range, ensure, ensure_end, install_error_hook};
use proconio::input;
use proconio::source::Source;

fn main() {
    install_error_hook();
    let mut source = grundy::input::stdin_source();
    input! { from &mut source, m: u64, k: usize }
    check_range("M", m, 1, 1_000_000_000);
    check_range("K", k, 1, 22);
    input! { from &mut source, amounts: [usize; k] }
    ensure_end(source.next_token());
    check_all("amount", &amounts, 1, 22);
    let increasing = amounts.windows(2).all(|w| w[0] < w[1]);
    ensure(increasing, "the amounts must be distinct and increasing");
    println!("{}", second_player_wins_up_to(&amounts, m));
}
