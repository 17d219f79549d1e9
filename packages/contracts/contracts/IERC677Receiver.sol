// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @dev ERC-677 receiver, called by the token after `transferAndCall`.
/// See https://github.com/ethereum/EIPs/issues/677
interface IERC677Receiver {
    function onTokenTransfer(address sender, uint256 value, bytes calldata data) external;
}
