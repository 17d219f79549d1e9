// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IERC677Receiver} from "./IERC677Receiver.sol";

/// @title BadgeShop: buy a badge by paying Whoom with `transferAndCall`.
/// @dev The server reads BadgePurchased and checks the price; the chain only records the payment.
contract BadgeShop is Ownable, IERC677Receiver {
    using SafeERC20 for IERC20;

    IERC20 public immutable token;

    error UnauthorizedToken(address caller);

    event BadgePurchased(address indexed buyer, string group, string badgeName, uint256 value);

    constructor(address token_) Ownable(msg.sender) {
        token = IERC20(token_);
    }

    /// @param data abi.encode(string group, string badgeName)
    function onTokenTransfer(address sender, uint256 value, bytes calldata data) external {
        // Anyone could call this with a made-up payment; only the token's own callback counts.
        if (msg.sender != address(token)) revert UnauthorizedToken(msg.sender);
        (string memory group, string memory badgeName) = abi.decode(data, (string, string));
        emit BadgePurchased(sender, group, badgeName, value);
    }

    function withdraw(address treasury, uint256 amount) external onlyOwner {
        token.safeTransfer(treasury, amount);
    }
}
