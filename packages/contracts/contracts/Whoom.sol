// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";
import {IERC677Receiver} from "./IERC677Receiver.sol";

/// @title Whoom: the MeMap ERC-20, with ERC-677 `transferAndCall` to pay in one transaction and
/// ERC-2612 `permit` to approve with a signature, from an account or a smart-contract wallet.
contract Whoom is ERC20, ERC20Permit, AccessControl {
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");

    /// @dev ERC20Permit keeps its own private; the same type, so both permits take one signature.
    bytes32 private constant PERMIT_TYPEHASH =
        keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)");

    /// @dev ERC-677 overload of ERC-20's Transfer, emitted by `transferAndCall` next to it.
    event Transfer(address indexed from, address indexed to, uint256 value, bytes data);

    /// @dev The signature is not the owner's approval of this permit (another signer, value or nonce).
    error PermitInvalidSignature(address owner);

    constructor(address admin) ERC20("Whoom", "WHOOM") ERC20Permit("Whoom") {
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

    /// @notice ERC-2612 permit. OpenZeppelin's checks (v, r, s) with ECDSA only; here a wallet
    /// contract may also approve (ERC-1271) with a 65-byte signature.
    function permit(
        address owner,
        address spender,
        uint256 value,
        uint256 deadline,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) public override {
        _permit(owner, spender, value, deadline, abi.encodePacked(r, s, v));
    }

    /// @notice The same permit with a signature of any length: an account's (65 or 64 bytes) or a
    /// smart-contract wallet's, checked with its ERC-1271 `isValidSignature` (a Coinbase Smart
    /// Wallet's is longer than 65 bytes).
    function permit(address owner, address spender, uint256 value, uint256 deadline, bytes calldata signature)
        external
    {
        _permit(owner, spender, value, deadline, signature);
    }

    function _permit(address owner, address spender, uint256 value, uint256 deadline, bytes memory signature)
        private
    {
        if (block.timestamp > deadline) revert ERC2612ExpiredSignature(deadline);
        bytes32 structHash = keccak256(abi.encode(PERMIT_TYPEHASH, owner, spender, value, _useNonce(owner), deadline));
        if (!SignatureChecker.isValidSignatureNow(owner, _hashTypedDataV4(structHash), signature)) {
            revert PermitInvalidSignature(owner);
        }
        _approve(owner, spender, value);
    }
}
