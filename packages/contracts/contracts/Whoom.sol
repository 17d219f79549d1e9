// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC677Receiver} from "./IERC677Receiver.sol";

/// @title Whoom: the MeMap ERC-20, with ERC-677 `transferAndCall` to pay in one transaction.
contract Whoom is ERC20, AccessControl {
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");

    /// @dev ERC-677 overload of ERC-20's Transfer, emitted by `transferAndCall` next to it.
    event Transfer(address indexed from, address indexed to, uint256 value, bytes data);

    constructor(address admin) ERC20("Whoom", "WHOOM") {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(MINTER_ROLE, admin);
    }

    function mint(address to, uint256 amount) external onlyRole(MINTER_ROLE) {
        _mint(to, amount);
    }

    function transferAndCall(address to, uint256 value, bytes calldata data) external returns (bool) {
        _transfer(msg.sender, to, value);
        emit Transfer(msg.sender, to, value, data);
        if (to.code.length > 0) {
            IERC677Receiver(to).onTokenTransfer(msg.sender, value, data);
        }
        return true;
    }
}
