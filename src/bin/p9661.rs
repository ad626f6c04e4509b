// https://www.acmicpc.net/problem/9661
// Take 4^x stones (1, 4, 16, ...), the last stone wins, SK first, N up to
// 10^12. The move set is infinite, so no window argument applies; instead
// 4^x is 1 or 4 mod 5, and an induction checked residue by residue
// (grundy::games::residue::POWERS_OF_FOUR) proves N is lost iff N mod 5 is 0 or 2.
use grundy::games::residue::POWERS_OF_FOUR;
use grundy::input::{check_range, ensure_end, install_error_hook};
use proconio::input;
use proconio::source::Source;

fn main() {
    install_error_hook();
    let mut source = grundy::input::stdin_source();
    input! { from &mut source, n: u64 }
    ensure_end(source.next_token());
    let n = check_range("N", n, 1, 1_000_000_000_000);
    let sk_wins = POWERS_OF_FOUR.first_player_wins(n);
    println!("{}", if sk_wins { "SK" } else { "CY" });
}
