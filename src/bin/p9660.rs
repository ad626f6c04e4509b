// https://www.acmicpc.net/problem/9660
// Take 1, 3 or 4 stones, the last stone wins, SK first, N up to 10^12: no
// table reaches N. The win/lose outcomes repeat (lost at N = 0, 2 mod 7), a
// period the library proves from a repeated window of 4 outcomes
// (grundy::games::stones, grundy::period).
use grundy::games::stones::first_player_wins_by_period;
use grundy::input::{check_range, ensure_end, install_error_hook};
use proconio::input;
use proconio::source::Source;

fn main() {
    install_error_hook();
    let mut source = grundy::input::stdin_source();
    input! { from &mut source, n: u64 }
    ensure_end(source.next_token());
    let n = check_range("N", n, 1, 1_000_000_000_000);
    let sk_wins = first_player_wins_by_period(&[1, 3, 4], n);
    println!("{}", if sk_wins { "SK" } else { "CY" });
}
